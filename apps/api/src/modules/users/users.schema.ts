import {
  boolean,
  customType,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  createdAt,
  blank,
  isActive,
  required,
  owned,
  extending,
  clientColumn,
  siteColumn,
  userColumn,
} from "../../db/columns.ts"
import { clients } from "../clients/clients.schema.ts"
import { contextTypeColumn, roles } from "../roles/roles.schema.ts"
import { skills } from "../skills/skills.schema.ts"

export const users = pgTable(
  "users",
  {
    id_user: serial("id_user").primaryKey(),
    id_context_type: contextTypeColumn(),
    id_role: required("id_role", () => roles.id_role),
    /** Null for the provider's own staff (administrators and maintainers). */
    id_client: integer("id_client").references(() => clients.id_client, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    photo: text("photo"),
    telephone: blank("telephone"),
    isActive: isActive(),
    isFirstLogin: boolean("is_first_login").notNull().default(true),
    userRecoveryPassword: boolean("user_recovery_password")
      .notNull()
      .default(false),
    theme: text("theme").notNull().default("light"),
    lng: text("lng").notNull().default("en"),
    /** False from a self-service sign-up until the link mailed to the address is opened. */
    emailVerified: boolean("email_verified").notNull().default(true),
    /** The authenticator secret (RFC 6238), sealed with the server's key; set when enrolment starts. */
    totpSecret: text("totp_secret"),
    /** Whether sign-in asks for a code: true once enrolment is confirmed with one. */
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    /** The last time step a code was accepted for, so that a code signs in once. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)]
)

export const userSubsidiaries = pgTable(
  "user_subsidiaries",
  {
    id_user: userColumn(),
    id_subsidiary: siteColumn(),
    id_client: clientColumn(),
  },
  (t) => [uniqueIndex("user_subsidiaries_key").on(t.id_user, t.id_subsidiary)]
)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
})

/** Profile photos, kept in the database so both drivers and backups carry them. */
export const userPhotos = pgTable("user_photos", {
  id_user: extending("id_user", () => users.id_user),
  id_client: integer("id_client"),
  mime: text("mime").notNull(),
  content: bytea("content").notNull(),
  updatedAt: createdAt(),
})

export const userSkills = pgTable(
  "user_skills",
  {
    id_user: userColumn(),
    id_skill: owned("id_skill", () => skills.id_skill),
    id_client: clientColumn(),
  },
  (t) => [uniqueIndex("user_skills_key").on(t.id_user, t.id_skill)]
)
