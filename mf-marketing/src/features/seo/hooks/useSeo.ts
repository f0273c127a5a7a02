/** Marketing pages declare their title, description and canonical path with the shared hook. */
export { usePageMeta as useSeo, type PageMeta as SeoOptions } from '@ped/contracts';
