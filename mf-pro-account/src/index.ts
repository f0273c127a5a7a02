// Standalone dev host entry; the shell never loads it (it loads remoteEntry.js).
import('./standalone');
