/** The type a file's first bytes say it is, whatever its name or declared type; file-type is loaded on first use. */
export async function detectedPhotoType(file: Blob): Promise<string | undefined> {
  const { fileTypeFromBlob } = await import('file-type/core');
  return (await fileTypeFromBlob(file))?.mime;
}
