/** A file of a multipart form: its field, its file name and its bytes (`type`: the part's Content-Type). */
export type FormFile = { field: string; name: string; data: Buffer; type?: string };

/** A multipart form as the web app sends it: the text fields first, then each file under its field. */
export function multipartForm(fields: Record<string, string>, files: readonly FormFile[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(file.field, new Blob([file.data], file.type ? { type: file.type } : {}), file.name);
  return form;
}
