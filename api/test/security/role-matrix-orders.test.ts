import { playRoleMatrix } from './role-matrix/play';

/** The role × route matrix (role-matrix.test.ts), its orders' part: orders, their documents, the notary's space. */
playRoleMatrix(['orders', 'documents', 'notary space']);
