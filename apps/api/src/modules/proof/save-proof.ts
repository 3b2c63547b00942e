import { randomUUID } from "node:crypto"

import { greatCircleMetres } from "@ruta/optimizer"

import type { Tx } from "../../db/database.ts"
import { createFilesRepository } from "../files/files.repository.ts"
import type { FileStorage } from "../../platform/storage/storage.ts"
import { createProofRepository } from "./proof.repository.ts"
import type { ProofImage, ProofUploads } from "./proof-uploads.ts"

/** Where the phone was when the driver finished the visit. */
export interface Position {
  latitude: number
  longitude: number
  accuracy: number | null
}

/** What saving a visit's proof needs besides the visit. */
export interface ProofSaving {
  storage: FileStorage
  /** Keys written so far: the caller deletes them if anything later fails (see `keepFilesOnlyIfDone`). */
  written: string[]
  /** Past this many metres from its stop, a completion is flagged. */
  farMetres: number
}

const extension = { "image/jpeg": "jpg", "image/png": "png" } as const

/**
 * Stores a finished visit's files and writes its proof: the recipient's name, the files' rows, and
 * where the phone was, with its distance from the stop and the far-from-stop flag. Runs inside
 * the completion's transaction, after every check has passed.
 */
export async function saveProof(
  tx: Tx,
  stop: {
    id_stop: number
    id_client: number
    id_subsidiary: number
    latitude: number
    longitude: number
  },
  proof: {
    recipient_name: string
    uploads: ProofUploads
    position: Position | null
    id_user: number
  },
  saving: ProofSaving
) {
  const images: { image: ProofImage; kind: string; position: number }[] = [
    ...proof.uploads.photos.map((image, position) => ({
      image,
      kind: "photo",
      position,
    })),
    ...(proof.uploads.signature
      ? [{ image: proof.uploads.signature, kind: "signature", position: 0 }]
      : []),
  ]
  const rows = []
  for (const { image, kind, position } of images) {
    const id_file = randomUUID()
    const storage_key = `${stop.id_client}/${id_file}.${extension[image.mime]}`
    saving.written.push(storage_key)
    await saving.storage.put(storage_key, image.data, image.mime)
    rows.push({
      id_file,
      id_client: stop.id_client,
      id_subsidiary: stop.id_subsidiary,
      id_stop: stop.id_stop,
      kind,
      position,
      mime: image.mime,
      bytes: image.data.byteLength,
      storage_key,
      created_by: proof.id_user,
    })
  }
  await createFilesRepository(tx).insert(rows)
  const at = proof.position
  const distance_m = at
    ? Math.round(
        greatCircleMetres(
          { lat: stop.latitude, lng: stop.longitude },
          { lat: at.latitude, lng: at.longitude }
        )
      )
    : null
  await createProofRepository(tx).insert({
    id_stop: stop.id_stop,
    id_client: stop.id_client,
    id_subsidiary: stop.id_subsidiary,
    recipient_name: proof.recipient_name,
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
    accuracy: at?.accuracy ?? null,
    distance_m,
    far_from_stop: distance_m !== null && distance_m > saving.farMetres,
  })
}
