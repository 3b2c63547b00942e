import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import type { FileLinks } from "../files/file-links.ts"
import type { FileRow } from "../files/files.repository.ts"
import { createFilesRepository } from "../files/files.repository.ts"
import { createProofRepository } from "./proof.repository.ts"

/** A proof file, through a short-lived signed link. */
const proofFileSchema = z
  .object({
    id_file: z.string(),
    mime: z.string(),
    url: z.string().describe("A signed link that works for a few minutes"),
  })
  .meta({ id: "ProofFile" })

/** The proof of a finished visit, as the planner sees it. */
export const stopProofSchema = z
  .object({
    recipient_name: z.string(),
    signature: proofFileSchema.nullable(),
    photos: z.array(proofFileSchema),
    /** When the driver finished the visit (the stop's visit_time). */
    completed_at: z.string().nullable(),
    /** Where the phone was then (null: it gave no position). */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    accuracy: z.number().nullable(),
    distance_m: z.number().int().nullable(),
    far_from_stop: z
      .boolean()
      .describe("Finished farther from the stop than COMPLETION_DISTANCE_M"),
  })
  .meta({ id: "StopProof" })

/** What a stop's proof is looked up and shown by: planning's stop, as this module reads it. */
export interface ProvedStop {
  id_stop: number
  /** When the visit was finished (null: not yet). */
  completed: string | null
  visit_time: string | null
}

/** The stops, each with its proof and signed links to its photos and signature. */
export async function withProofs<Stop extends ProvedStop>(
  tx: Tx,
  stops: Stop[],
  links: FileLinks
): Promise<(Stop & { proof: z.infer<typeof stopProofSchema> | null })[]> {
  const ids = stops.filter((s) => s.completed).map((s) => s.id_stop)
  const proofs = await createProofRepository(tx).ofStops(ids)
  const files = await createFilesRepository(tx).ofStops(ids)
  const link = (file: FileRow) => ({
    id_file: file.id_file,
    mime: file.mime,
    url: links.url(file.id_file, file.id_client),
  })
  return stops.map((stop) => {
    const proof = proofs.find((p) => p.id_stop === stop.id_stop)
    if (!proof) return { ...stop, proof: null }
    const own = files.filter((f) => f.id_stop === stop.id_stop)
    const signature = own.find((f) => f.kind === "signature")
    return {
      ...stop,
      proof: {
        recipient_name: proof.recipient_name,
        signature: signature ? link(signature) : null,
        photos: own.filter((f) => f.kind === "photo").map(link),
        completed_at: stop.visit_time,
        latitude: proof.latitude,
        longitude: proof.longitude,
        accuracy: proof.accuracy,
        distance_m: proof.distance_m,
        far_from_stop: proof.far_from_stop,
      },
    }
  })
}
