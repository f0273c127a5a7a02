// Async boundary: shared singletons are negotiated before any of them is evaluated. Started
// from a task of its own: evaluating the federation runtime and negotiating the boot's shared
// modules were one task of about 25 ms on a desktop processor, a hundred on a phone.
setTimeout(() => import('./bootstrap'), 0);
