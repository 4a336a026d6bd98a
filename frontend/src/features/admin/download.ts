/** Saves what `url` points to (a data: or blob: URL) as `fileName`. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves `content` as a file through a Blob link: nothing leaves the browser. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  downloadUrl(url, fileName);
  // Revoked after the click has been handled, or the download can be cancelled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
