import type { Archiver } from 'archiver';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage';
import type { ArchivePlan } from './archive-entries';

/**
 * The ZIP of a plan, streamed: files are read from storage one after the other as the
 * archive is consumed, so no file is held whole in memory. `main` is the pré-état daté
 * (stored, or rendered for the occasion).
 */
export async function zipArchive(
  storage: FileStorage,
  plan: ArchivePlan,
  main: Buffer | Readable,
  onProblem: (error: Error) => void,
): Promise<Archiver> {
  // archiver (0.1 s to load) only where an archive is asked for
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.on('warning', onProblem);
  zip.on('error', onProblem);
  const [first, ...attachments] = plan.files;
  if (first) zip.append(main, { name: first.name, date: first.date });
  for (const file of attachments)
    zip.append(await storage.get(file.key), { name: file.name, date: file.date });
  zip.append(plan.manifest, { name: 'manifest.txt', date: first?.date ?? new Date(0) });
  void zip.finalize();
  return zip;
}
