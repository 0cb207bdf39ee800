/**
 * An issue's message as shown beside its own file's path. A decoder's error names the file it read (so an
 * error that travels alone still says which file), which beside that path said it twice:
 * "dirt_s.png: dirt_s.png: PNG ends before its IEND chunk".
 */
export function messageBesidePath(message: string, path: string): string {
  const prefix = `${path}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
