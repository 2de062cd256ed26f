/** O-9-27: a calendar date "YYYY-MM-DD" as MM/DD/YYYY, without a time zone library (it is already a date). */
export function formatIsoDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : date;
}
