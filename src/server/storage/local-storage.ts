import { mkdir, readFile, readdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ObjectStorage, UploadLimits } from './object-storage';
import { issueUploadToken } from './upload-token';

/** The path Folio's own endpoint takes local uploads at (src/server/storage/receive-upload.ts). */
export const LOCAL_UPLOAD_PATH = '/api/uploads';

// Keys are Folio's own (`covers/<hash>-600.webp`, `pending/<uuid>`): anything else never reaches the disk.
const SAFE_KEY = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;

/** Files under one directory of this machine: nothing to install, for one instance. */
export function localStorage(directory: string, secret: string, baseUrl: string): ObjectStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async size(key) {
      return stat(fileOf(key)).then(
        (stats) => stats.size,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async listOlderThan(prefix, before) {
      const folder = path.join(root, prefix);
      const names = await readdir(folder).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names) {
        // A write cut short by a crash: not a key, removed here once it is old.
        if (name.endsWith('.partial')) {
          const stats = await stat(path.join(folder, name)).catch(() => null);
          if (stats && stats.mtime < before) await rm(path.join(folder, name), { force: true });
          continue;
        }
        const stats = await stat(path.join(folder, name)).catch(() => null);
        if (stats && stats.mtime < before) old.push(`${prefix}/${name}`);
      }
      return old;
    },
    async uploadTarget(key: string, limits: UploadLimits) {
      // The token rides in the URL, so the endpoint refuses a request without one before reading its body.
      const url = new URL(LOCAL_UPLOAD_PATH, baseUrl);
      url.searchParams.set('token', issueUploadToken(secret, key, limits));
      return { url: url.href, fields: { key, 'Content-Type': limits.contentType } };
    },
  };
}
