/**
 * The refusals of spec section 6, as full sentences. The API answers them with 403 and the back
 * office shows them as they are.
 */
export const PermissionMessage = {
  /** Spec: "no permission to update role data". */
  roleUpdateForbidden: "You do not have permission to update role data.",
  /** Spec: "no permission to enable or disable permissions". */
  permissionToggleForbidden:
    "You do not have permission to enable or disable permissions.",
  /** Spec: "not enough permissions to change configurations". */
  configurationForbidden:
    "You do not have enough permissions to change configurations.",
  /** Any other refusal. */
  forbidden: "You do not have permission to do this.",
} as const
