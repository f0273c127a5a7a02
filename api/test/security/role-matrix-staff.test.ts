import { playRoleMatrix } from './role-matrix/play';

/** The role × route matrix (role-matrix.test.ts), its staff's and software's part. */
playRoleMatrix(['resources', 'professionals’ API']);
