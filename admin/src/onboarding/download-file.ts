/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadFile(fileName: string, content: string, type = 'text/html'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
