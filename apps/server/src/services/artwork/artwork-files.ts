/** Where a user's artwork file lives in the file store: artwork/<userId>/<file>. Ids are ours, never input. */
export function artworkKey(userId: string, fileName: string): string {
  return `artwork/${userId}/${fileName}`;
}
