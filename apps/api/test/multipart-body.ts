/** A file part of a multipart body. */
export interface FilePart {
  field: string
  name: string
  type: string
  data: Buffer
}

/** A multipart body, as the back office's payload helper (and the driver's phone) writes it. */
export function multipart(
  fields: [string, string][],
  files: FilePart | FilePart[] = []
) {
  const boundary = "----ruta-test-boundary"
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    )
  )
  for (const file of Array.isArray(files) ? files : [files]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
      ),
      file.data,
      Buffer.from("\r\n")
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  }
}
