import { isSystemFile, naturalCompare, ZipWriter } from "@greenhouse/wasm-pipeline";

/** One file of a chosen or dropped folder, with its path from that folder ("My Pack/pack.mcmeta"). */
export interface FolderFile {
  path: string;
  file: File;
}

/** A folder's files, read from a drop or a folder picker. */
export interface ChosenFolder {
  name: string;
  files: FolderFile[];
}

/**
 * Zips a pack folder in the browser into `<folder>.zip`, the folder itself as the zip's wrapper (as
 * zipping it on the desktop does), so it converts like any pack. PNGs are stored (they are compressed
 * already); files the operating system added (.DS_Store, Thumbs.db) are left out.
 */
export async function zipFolder(folder: ChosenFolder): Promise<File> {
  const parts: Uint8Array[] = [];
  const writer = new ZipWriter((chunk) => {
    parts.push(chunk.slice());
  });
  const files = folder.files.filter(({ path }) => !isSystemFile(path));
  files.sort((a, b) => naturalCompare(a.path, b.path));
  for (const { path, file } of files) {
    await writer.addFile(path, new Uint8Array(await file.arrayBuffer()), { compress: !/\.png$/i.test(path) });
  }
  await writer.finish();
  return new File(parts as BlobPart[], `${folder.name}.zip`, { type: "application/zip" });
}

/** The folder an `<input webkitdirectory>` picked: every file carries its path from that folder. */
export function folderFromInput(list: FileList | readonly File[]): ChosenFolder | null {
  const files = Array.from(list).map((file) => ({ path: file.webkitRelativePath || file.name, file }));
  const name = files[0]?.path.split("/")[0];
  return name && files.every(({ path }) => path.startsWith(`${name}/`)) ? { name, files } : null;
}

/**
 * The first folder among dropped items, read recursively, or null when only files were dropped. The
 * entries are taken synchronously (a drop's items are gone once its handler returns), then read.
 */
export function folderFromDrop(items: DataTransferItemList): Promise<ChosenFolder> | null {
  const directory = Array.from(items)
    .map((item) => item.webkitGetAsEntry?.())
    .find((entry): entry is FileSystemDirectoryEntry => entry?.isDirectory === true);
  if (!directory) return null;
  return (async () => ({ name: directory.name, files: await readDirectory(directory) }))();
}

async function readDirectory(directory: FileSystemDirectoryEntry): Promise<FolderFile[]> {
  const reader = directory.createReader();
  const files: FolderFile[] = [];
  // readEntries answers in batches (100 in Chromium) until it answers an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return files;
    for (const entry of batch) {
      if (entry.isDirectory) files.push(...(await readDirectory(entry as FileSystemDirectoryEntry)));
      else {
        const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
        files.push({ path: entry.fullPath.replace(/^\//, ""), file });
      }
    }
  }
}
