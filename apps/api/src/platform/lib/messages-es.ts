import { PermissionMessage } from "@ruta/permissions/messages"
import { translateMessage } from "@ruta/validation/messages-es"

import type { Language } from "./accept-language.ts"

/**
 * Every sentence the API answers with in `message` or `details[].message`, in Spanish. The keys
 * are the English text exactly as the source writes it; `test/messages-es.test.ts` fails when a
 * sentence of `src/` has no entry here, and when an entry no longer occurs in `src/`. Product
 * terms follow the back office's catalogue (site: sucursal, stop outcome: resultado de parada,
 * depot: depósito, skill: habilidad, car: vehículo, role: rol, client: cliente).
 */
export const apiMessagesEs: Readonly<Record<string, string>> = {
  OK: "Correcto",
  "Not found.": "No se encontró.",
  "Invalid value": "Valor no válido",
  "Invalid request": "Solicitud no válida",
  "The request body is not valid JSON.":
    "El cuerpo de la solicitud no es un JSON válido.",
  "The request body is empty.": "El cuerpo de la solicitud está vacío.",
  "This type of content is not accepted.":
    "No se acepta este tipo de contenido.",
  "The request is too large.": "La solicitud es demasiado grande.",
  "Send one file at a time.": "Envía un solo archivo a la vez.",
  "The form has too many fields.": "El formulario tiene demasiados campos.",
  "Something went wrong on our side. Please try again.":
    "Algo salió mal de nuestro lado. Vuelve a intentarlo.",
  "The service is temporarily unavailable. Please try again.":
    "El servicio no está disponible en este momento. Vuelve a intentarlo.",

  // Health and metrics (docs/operations.md)
  "Ready.": "Listo.",
  "Not ready.": "No está listo.",
  "The database does not answer.": "La base de datos no responde.",
  "The job queue does not answer.": "La cola de trabajos no responde.",
  "Send the metrics token as a bearer token.":
    "Envía el token de métricas como token de portador (bearer).",

  // Sessions and sign-in
  "Signed in.": "Sesión iniciada.",
  "Confirm your email address first: open the link we sent to it.":
    "Primero confirma tu correo electrónico: abre el enlace que te enviamos.",
  "This confirmation link is not valid or has expired. Ask for a new one from the sign-in page.":
    "Este enlace de confirmación no es válido o caducó. Pide uno nuevo desde la página de inicio de sesión.",
  "Your account was created. Open the link we sent to your email to confirm it, then sign in.":
    "Se creó tu cuenta. Abre el enlace que enviamos a tu correo electrónico para confirmarlo y luego inicia sesión.",
  "Your email is confirmed. You can sign in now.":
    "Tu correo electrónico está confirmado. Ya puedes iniciar sesión.",
  "If an account is waiting for this email to be confirmed, we have sent it a new link.":
    "Si hay una cuenta esperando la confirmación de este correo electrónico, le enviamos un enlace nuevo.",
  "Signed out.": "Sesión cerrada.",
  "Sign in to continue.": "Inicia sesión para continuar.",
  "Incorrect email or password.":
    "Correo electrónico o contraseña incorrectos.",
  "The session has ended. Please sign in again.":
    "La sesión terminó. Vuelve a iniciar sesión.",
  "The access token has expired.": "El token de acceso caducó.",
  "The access token is not valid.": "El token de acceso no es válido.",
  "Token refreshed.": "Token renovado.",
  "Token is valid.": "El token es válido.",
  "Token is not valid.": "El token no es válido.",
  "Your password was changed. Please sign in again.":
    "Se cambió tu contraseña. Vuelve a iniciar sesión.",
  "You can only change your own password.":
    "Solo puedes cambiar tu propia contraseña.",
  "To change your password, enter your current one on your account page.":
    "Para cambiar tu contraseña, escribe la actual en la página de tu cuenta.",
  "Your current password is not correct.":
    "Tu contraseña actual no es correcta.",
  "Your password was changed. Your other sessions have been signed out.":
    "Se cambió tu contraseña. Se cerraron tus otras sesiones.",
  "If an account uses this email, we have sent it a link to reset the password.":
    "Si hay una cuenta con este correo electrónico, le enviamos un enlace para restablecer la contraseña.",
  "This password reset link is not valid or has expired. Please ask for a new one.":
    "Este enlace para restablecer la contraseña no es válido o caducó. Pide uno nuevo.",
  "Google sign-in failed. Please try again.":
    "No se pudo iniciar sesión con Google. Vuelve a intentarlo.",
  "Google could not be reached. Please try again.":
    "No se pudo conectar con Google. Vuelve a intentarlo.",
  "No active Ruta account uses this Google account's email.":
    "Ninguna cuenta activa de Ruta usa el correo electrónico de esta cuenta de Google.",
  "You are now acting for the client.": "Ahora actúas en nombre del cliente.",
  "Only a provider administrator can act for a client.":
    "Solo un administrador del proveedor puede actuar en nombre de un cliente.",

  // Two-factor sign-in
  "Enter the code from your authenticator app.":
    "Escribe el código de tu aplicación de autenticación.",
  "Set up two-factor sign-in to continue.":
    "Configura el inicio de sesión en dos pasos para continuar.",
  "This code is not correct. Check your authenticator app and try again.":
    "Este código no es correcto. Revisa tu aplicación de autenticación y vuelve a intentarlo.",
  "This recovery code is not correct or was already used.":
    "Este código de recuperación no es correcto o ya se usó.",
  "This sign-in has expired. Please sign in again.":
    "Este inicio de sesión caducó. Vuelve a iniciar sesión.",
  "Scan the QR code with your authenticator app.":
    "Escanea el código QR con tu aplicación de autenticación.",
  "Two-factor sign-in is on.":
    "El inicio de sesión en dos pasos está activado.",
  "Two-factor sign-in is off.":
    "El inicio de sesión en dos pasos está desactivado.",
  "Two-factor sign-in is already on.":
    "El inicio de sesión en dos pasos ya está activado.",
  "Two-factor sign-in is not on.":
    "El inicio de sesión en dos pasos no está activado.",
  "Start the enrolment first.": "Primero inicia la configuración.",
  "Two-factor sign-in is required for the provider's administrators.":
    "El inicio de sesión en dos pasos es obligatorio para los administradores del proveedor.",
  "New recovery codes. The old ones no longer work.":
    "Nuevos códigos de recuperación. Los anteriores ya no funcionan.",
  "Only a provider administrator can reset two-factor sign-in.":
    "Solo un administrador del proveedor puede restablecer el inicio de sesión en dos pasos.",
  "You cannot reset your own two-factor sign-in.":
    "No puedes restablecer tu propio inicio de sesión en dos pasos.",
  "Two-factor sign-in was reset. The user sets it up again at their next sign-in.":
    "Se restableció el inicio de sesión en dos pasos. El usuario lo configurará de nuevo en su próximo inicio de sesión.",
  "You can only act for a client as yourself.":
    "Solo puedes actuar en nombre de un cliente con tu propia cuenta.",

  // Roles and permissions
  "Role created.": "Rol creado.",
  "Role updated.": "Rol actualizado.",
  "Role activated.": "Rol activado.",
  "Role deactivated.": "Rol desactivado.",
  "Role deleted.": "Rol eliminado.",
  "Role not found.": "No se encontró el rol.",
  "A role with this name already exists.": "Ya existe un rol con este nombre.",
  "Users hold this role: its type cannot change while they do.":
    "Hay usuarios con este rol: su tipo no puede cambiar mientras lo tengan.",
  "Users hold this role: give them another role before deleting it.":
    "Hay usuarios con este rol: asígnales otro rol antes de eliminarlo.",
  "Subject not found.": "No se encontró la pantalla.",
  "Action not found.": "No se encontró la acción.",
  "Permission granted.": "Permiso otorgado.",
  "Permission withdrawn.": "Permiso retirado.",

  // Users
  "User created.": "Usuario creado.",
  "User updated.": "Usuario actualizado.",
  "User activated.": "Usuario activado.",
  "User deactivated.": "Usuario desactivado.",
  "User deleted.": "Usuario eliminado.",
  "User not found.": "No se encontró el usuario.",
  "This email is already in use.": "Este correo electrónico ya está en uso.",
  "The role does not match the type of user.":
    "El rol no corresponde al tipo de usuario.",
  "You may not manage users of this kind.":
    "No puedes administrar usuarios de este tipo.",
  "You cannot give or manage a role with more permissions than your own.":
    "No puedes asignar ni administrar un rol con más permisos que el tuyo.",
  "You cannot change the role of your own account.":
    "No puedes cambiar el rol de tu propia cuenta.",
  "A user cannot move to another client.":
    "Un usuario no puede pasar a otro cliente.",
  "You cannot disable your own account.":
    "No puedes desactivar tu propia cuenta.",
  "You cannot delete your own account.": "No puedes eliminar tu propia cuenta.",
  "Theme saved.": "Tema guardado.",
  "This user has no photo.": "Este usuario no tiene foto.",
  "The photo must be a PNG, JPEG or WebP image of at most 2 MB.":
    "La foto debe ser una imagen PNG, JPEG o WebP de 2 MB como máximo.",
  "Only drivers have skills.": "Solo los conductores tienen habilidades.",
  "Only drivers are assigned a car.":
    "Solo a los conductores se les asigna un vehículo.",
  "Skills saved.": "Habilidades guardadas.",
  "Car assignment saved.": "Asignación de vehículo guardada.",

  // Clients, sites and activities
  "Client created.": "Cliente creado.",
  "Client updated.": "Cliente actualizado.",
  "Client enabled.": "Cliente habilitado.",
  "Client disabled.": "Cliente deshabilitado.",
  "Client deleted.": "Cliente eliminado.",
  "Client not found.": "No se encontró el cliente.",
  "Client added to your list.": "Cliente agregado a tu lista.",
  "Client removed from your list.": "Cliente quitado de tu lista.",
  "Configuration saved.": "Configuración guardada.",
  "Site created.": "Sucursal creada.",
  "Site updated.": "Sucursal actualizada.",
  "Site activated.": "Sucursal activada.",
  "Site deactivated.": "Sucursal desactivada.",
  "Site deleted.": "Sucursal eliminada.",
  "Site not found.": "No se encontró la sucursal.",
  "The main site of a client cannot be deleted.":
    "No se puede eliminar la sucursal principal de un cliente.",
  "Activity saved.": "Actividad guardada.",
  "Activity updated.": "Actividad actualizada.",
  "Activity deleted.": "Actividad eliminada.",
  "Activity not found.": "No se encontró la actividad.",

  // Fleet: skills, stop outcomes, cars, depots
  "Skill created.": "Habilidad creada.",
  "Skill updated.": "Habilidad actualizada.",
  "Skill activated.": "Habilidad activada.",
  "Skill deactivated.": "Habilidad desactivada.",
  "Skill deleted.": "Habilidad eliminada.",
  "Skill not found.": "No se encontró la habilidad.",
  "A skill with this name already exists.":
    "Ya existe una habilidad con este nombre.",
  "Stop outcome created.": "Resultado de parada creado.",
  "Stop outcome updated.": "Resultado de parada actualizado.",
  "Stop outcome activated.": "Resultado de parada activado.",
  "Stop outcome deactivated.": "Resultado de parada desactivado.",
  "Stop outcome deleted.": "Resultado de parada eliminado.",
  "Stop outcome not found.": "No se encontró el resultado de parada.",
  "This outcome is for completed visits: choose why the visit failed.":
    "Este resultado es para visitas completadas: elija por qué falló la visita.",
  "This outcome is for failed visits: mark the visit as failed instead.":
    "Este resultado es para visitas fallidas: marque la visita como no completada.",
  "A stop outcome with this name already exists.":
    "Ya existe un resultado de parada con este nombre.",
  "Car created.": "Vehículo creado.",
  "Car updated.": "Vehículo actualizado.",
  "Car deleted.": "Vehículo eliminado.",
  "Car not found.": "No se encontró el vehículo.",
  "A car with this plate already exists.":
    "Ya existe un vehículo con esta placa.",
  "The model is not one of the make's.": "El modelo no es de esta marca.",
  "Depot created.": "Depósito creado.",
  "Depot updated.": "Depósito actualizado.",
  "Depot deleted.": "Depósito eliminado.",
  "Depot not found.": "No se encontró el depósito.",

  // Address book and geocoding
  "Address saved.": "Dirección guardada.",
  "Address updated.": "Dirección actualizada.",
  "Address deleted.": "Dirección eliminada.",
  "Address not found.": "No se encontró la dirección.",
  "No place found for this address.":
    "No se encontró ningún lugar para esta dirección.",
  "At most 500 addresses at a time.": "Como máximo 500 direcciones a la vez.",

  // Planning: optimizations, routes, stops and optimize runs
  "The optimization failed on the server. Please try again.":
    "La optimización falló en el servidor. Vuelve a intentarlo.",
  "The optimization has no route to optimize.":
    "La optimización no tiene rutas que optimizar.",
  "Route not found.": "No se encontró la ruta.",
  "These routes are being optimized already.":
    "Estas rutas ya se están optimizando.",
  "The job queue has not started.": "La cola de trabajos no ha iniciado.",
  "The optimization run has already ended.":
    "La ejecución de la optimización ya terminó.",
  "The optimization run is already being cancelled.":
    "La ejecución de la optimización ya se está cancelando.",
  "This optimization run has no proposal to apply or discard.":
    "Esta ejecución de la optimización no tiene una propuesta que aplicar o descartar.",
  "There are no stops to optimize.": "No hay paradas que optimizar.",
  "A route has no depot, and its site has no default depot.":
    "Una ruta no tiene depósito y su sucursal no tiene depósito predeterminado.",
  "A route ends on an address but has none.":
    "Una ruta termina en una dirección, pero no tiene ninguna.",
  "VROOM job not found.": "No se encontró el trabajo de VROOM.",
  "A VROOM job is solved for a client.":
    "Un trabajo de VROOM se resuelve para un cliente.",
  "Optimization run not found.":
    "No se encontró la ejecución de la optimización.",
  "Optimization started.": "Optimización iniciada.",
  "Optimization cancelled.": "Optimización cancelada.",
  "Proposal applied.": "Propuesta aplicada.",
  "Proposal discarded.": "Propuesta descartada.",
  "Optimization created.": "Optimización creada.",
  "Only pending routes can be added.":
    "Solo se pueden agregar rutas pendientes.",
  "Creating the file's depots needs the permission to create depots.":
    "Crear los depósitos del archivo requiere el permiso para crear depósitos.",
  "At most 50 fields.": "Como máximo 50 campos.",
  "Choose a company first.": "Elige primero una empresa.",
  "Matching remembered.": "Relación de columnas guardada.",
  "Optimization updated.": "Optimización actualizada.",
  "Scenario created.": "Escenario creado.",
  "Scenario promoted: it is the plan now.":
    "Escenario promovido: ahora es el plan.",
  "This optimization is not a scenario.":
    "Esta optimización no es un escenario.",
  "Optimization deleted.": "Optimización eliminada.",
  "Stops added.": "Paradas agregadas.",
  "Stop added.": "Parada agregada.",
  "Route created.": "Ruta creada.",
  "Optimization not found.": "No se encontró la optimización.",
  "Stop not found.": "No se encontró la parada.",
  "Driver not found.": "No se encontró el conductor.",
  "Route updated.": "Ruta actualizada.",
  "Route deleted.": "Ruta eliminada.",
  "Route stops updated.": "Paradas de la ruta actualizadas.",
  "Route assigned.": "Ruta asignada.",
  "Choose a driver or a car to assign.":
    "Elige un conductor o un vehículo para asignar.",
  "Route started.": "Ruta iniciada.",
  "Choose a range of at most 366 days.":
    "Elige un intervalo de 366 días como máximo.",
  "Stop completed.": "Parada completada.",
  "Positions recorded.": "Posiciones registradas.",
  "These positions were already recorded.":
    "Estas posiciones ya estaban registradas.",
  "This route has not started: its positions are taken once it has.":
    "Esta ruta no ha comenzado: sus posiciones se registran cuando comience.",
  "must be a comma-separated list of URLs":
    "debe ser una lista de URL separadas por comas",
  "A position cannot be from the future.":
    "Una posición no puede ser del futuro.",
  "A position's latitude must be between -90 and 90.":
    "La latitud de una posición debe estar entre -90 y 90.",
  "A position's longitude must be between -180 and 180.":
    "La longitud de una posición debe estar entre -180 y 180.",
  "A position's accuracy must be between 0 and 100,000 metres.":
    "La precisión de una posición debe estar entre 0 y 100.000 metros.",
  "A position's speed must be between 0 and 100 metres a second.":
    "La velocidad de una posición debe estar entre 0 y 100 metros por segundo.",
  "A position's heading must be between 0 and 360 degrees.":
    "El rumbo de una posición debe estar entre 0 y 360 grados.",
  "Send at least one position.": "Envía al menos una posición.",
  "Send at most 500 positions at a time.":
    "Envía como máximo 500 posiciones a la vez.",
  "Arrival recorded.": "Llegada registrada.",
  "The arrival at this stop is already recorded.":
    "La llegada a esta parada ya está registrada.",
  "Give both the latitude and the longitude, or neither.":
    "Indica la latitud y la longitud, o ninguna.",
  "Only drivers can do this.": "Solo los conductores pueden hacer esto.",
  "This stop is already completed.": "Esta parada ya está completada.",

  // Proof of delivery: settings, the driver's proof, and files through signed links
  "Proof settings saved.": "Configuración de prueba de entrega guardada.",
  "Stable territories saved.": "Territorios estables guardados.",
  "This client requires proof to complete this visit.":
    "Este cliente exige una prueba para completar esta visita.",
  "This client requires proof to record a visit that could not be completed.":
    "Este cliente exige una prueba para registrar una visita que no se pudo completar.",
  "Write the name of the person who received it.":
    "Escribe el nombre de la persona que lo recibió.",
  "Get the recipient's signature.": "Pide la firma de quien lo recibe.",
  "Take a photo.": "Toma una foto.",
  "Take at least 2 photos.": "Toma al menos 2 fotos.",
  "Take 3 photos.": "Toma 3 fotos.",
  "Send the latitude and longitude together.":
    "Envía la latitud y la longitud juntas.",
  "This visit is already finished: proof can no longer be added to it.":
    "Esta visita ya terminó: ya no se le puede agregar una prueba.",
  "Each photo and the signature must be at most 1 MB.":
    "Cada foto y la firma deben pesar como máximo 1 MB.",
  "Send at most 3 photos and one signature.":
    "Envía como máximo 3 fotos y una firma.",
  "SVG files are not accepted: a photo must be a JPEG image and a signature a PNG image.":
    "No se aceptan archivos SVG: una foto debe ser una imagen JPEG y una firma una imagen PNG.",
  "A photo must be a JPEG image, whatever the file's name.":
    "Una foto debe ser una imagen JPEG, sea cual sea el nombre del archivo.",
  "This photo is incomplete or damaged (its JPEG data is cut short). Take it again.":
    "Esta foto está incompleta o dañada (sus datos JPEG están cortados). Tómala de nuevo.",
  "The signature must be a PNG image, whatever the file's name.":
    "La firma debe ser una imagen PNG, sea cual sea el nombre del archivo.",
  "The signature is incomplete or damaged. Ask for it again.":
    "La firma está incompleta o dañada. Pídela de nuevo.",
  "Only photos and a signature can be sent with a visit.":
    "Con una visita solo se pueden enviar fotos y una firma.",
  "This file link has expired. Reload the page to get a new one.":
    "Este enlace al archivo caducó. Vuelve a cargar la página para obtener uno nuevo.",
  "This file link is not valid.": "Este enlace al archivo no es válido.",
  "File not found.": "No se encontró el archivo.",
  "Stop updated.": "Parada actualizada.",
  "Stop deleted.": "Parada eliminada.",
  "Stop relocated.": "Parada reubicada.",
  "List every stop of the route exactly once.":
    "Incluye cada parada de la ruta exactamente una vez.",
  "Stop order saved.": "Orden de paradas guardado.",
  "Stops laid out.": "Paradas acomodadas.",
  "This car is already on another route that day.":
    "Este vehículo ya está en otra ruta ese día.",
  "This car is on another driver's route on a day this driver has a route.":
    "Este vehículo está en la ruta de otro conductor un día en que este conductor tiene una ruta.",
  "A route was deleted while it was being optimized.":
    "Se eliminó una ruta mientras se optimizaba.",

  // Payment plans
  "Payment plan not found.": "No se encontró el plan de pago.",
  "The payment plan was created.": "Se creó el plan de pago.",
  "The payment plan was saved.": "Se guardó el plan de pago.",
  "The payment plan was deleted.": "Se eliminó el plan de pago.",
  "Clients are subscribed to this plan, so it cannot be deleted. Make it inactive instead.":
    "Hay clientes suscritos a este plan, así que no se puede eliminar. Desactívalo en su lugar.",

  // Billing: cards and the subscription through Stripe
  "Card payments are not configured.":
    "Los pagos con tarjeta no están configurados.",
  "The card payment service could not be reached. Please try again.":
    "No se pudo conectar con el servicio de pagos con tarjeta. Vuelve a intentarlo.",
  "The webhook's signature is not valid.": "La firma del webhook no es válida.",
  "Payment method not found.": "No se encontró el método de pago.",
  "The card was removed.": "Se eliminó la tarjeta.",
  "The default card was changed.": "Se cambió la tarjeta predeterminada.",
  "Invalid period": "Periodo no válido",
  "This client already has a subscription. Change its plan instead.":
    "Este cliente ya tiene una suscripción. Cambia su plan en su lugar.",
  "This client has no subscription yet. Subscribe first.":
    "Este cliente todavía no tiene una suscripción. Suscríbete primero.",
  "Add a card and make it the default one before subscribing.":
    "Agrega una tarjeta y hazla la predeterminada antes de suscribirte.",
  "The subscription was created.": "Se creó la suscripción.",
  "The subscription was created. Your session was closed: sign in again.":
    "Se creó la suscripción. Tu sesión se cerró: inicia sesión de nuevo.",
  "The plan was changed.": "Se cambió el plan.",
  "The plan was changed. Your session was closed: sign in again.":
    "Se cambió el plan. Tu sesión se cerró: inicia sesión de nuevo.",

  // Integrations: API keys
  "This API key is not valid.": "Esta clave de API no es válida.",
  "This API key has been revoked.": "Esta clave de API fue revocada.",
  "This API key has expired.": "Esta clave de API caducó.",
  "The account that made this API key is disabled: make a new key.":
    "La cuenta que creó esta clave de API está desactivada: crea una clave nueva.",
  "An API key cannot create or revoke API keys.":
    "Una clave de API no puede crear ni revocar claves de API.",
  "Act for a client to manage its integrations.":
    "Actúa en nombre de un cliente para gestionar sus integraciones.",
  "The expiry must be in the future.": "La caducidad debe estar en el futuro.",
  "Enter a date and time.": "Escribe una fecha y hora.",
  "Choose a role of your company's users.":
    "Elige un rol de los usuarios de tu empresa.",
  "A site user's role needs a site.":
    "El rol de un usuario de sucursal necesita una sucursal.",
  "Choose one of your sites.": "Elige una de tus sucursales.",
  "API key created. Copy it now: it will not be shown again.":
    "Clave de API creada. Cópiala ahora: no se volverá a mostrar.",
  "API key not found.": "No se encontró la clave de API.",
  "API key revoked.": "Clave de API revocada.",
  "Too many requests with this API key. Try again after the time in Retry-After.":
    "Demasiadas solicitudes con esta clave de API. Vuelve a intentarlo pasado el tiempo de Retry-After.",
  "An Idempotency-Key has 1 to 255 characters.":
    "Una Idempotency-Key tiene de 1 a 255 caracteres.",
  "This Idempotency-Key was already used with another request.":
    "Esta Idempotency-Key ya se usó con otra solicitud.",
  "A request with this Idempotency-Key is still being processed.":
    "Una solicitud con esta Idempotency-Key todavía se está procesando.",

  // Integrations: webhooks
  "Enter a full URL, starting with https://.":
    "Escribe una URL completa, que empiece con https://.",
  "Use an https URL.": "Usa una URL https.",
  "A webhook URL cannot hold a user name or password.":
    "Una URL de webhook no puede llevar usuario ni contraseña.",
  "This URL's host name could not be found.":
    "No se encontró el nombre de host de esta URL.",
  "This URL leads to a private or local address, which webhooks cannot reach.":
    "Esta URL lleva a una dirección privada o local, a la que los webhooks no pueden llegar.",
  "Unknown event: choose among the events listed in the documentation.":
    "Evento desconocido: elige entre los eventos de la documentación.",
  "Choose at least one event.": "Elige al menos un evento.",
  "Webhook endpoint not found.": "No se encontró el endpoint de webhook.",
  "Webhook endpoint added. Copy its secret now: it will not be shown again.":
    "Endpoint de webhook agregado. Copia su secreto ahora: no se volverá a mostrar.",
  "Webhook endpoint saved.": "Endpoint de webhook guardado.",
  "Webhook endpoint removed.": "Endpoint de webhook eliminado.",
  "New secret made. Copy it now: the old one keeps working for 24 hours.":
    "Se creó un secreto nuevo. Cópialo ahora: el anterior sigue funcionando 24 horas.",
  "Test event queued.": "Evento de prueba en cola.",
  "Webhook delivery not found.": "No se encontró el envío del webhook.",
  "This delivery is being sent right now.":
    "Este envío se está mandando en este momento.",
  "Delivery queued again.": "Envío en cola de nuevo.",
  "The endpoint is disabled.": "El endpoint está desactivado.",
  // Customer notifications (issue 33)
  "The phone number could not be read.":
    "No se pudo leer el número de teléfono.",
  "The recipient opted out.": "El destinatario se dio de baja.",
  "Notification settings saved.": "Avisos a clientes guardados.",
  "Learning settings saved.": "Aprendizaje guardado.",
  "SMS is not configured (Twilio).": "El SMS no está configurado (Twilio).",
  "This tracking link is not valid or has expired.":
    "Este enlace de seguimiento no es válido o ya caducó.",
  "A visit can be rated once it is delivered.":
    "La visita se puede calificar una vez entregada.",
  "This visit was rated already.": "Esta visita ya fue calificada.",
  "Thank you for your rating.": "Gracias por tu calificación.",
  "Bounce reports are not configured (EMAIL_EVENTS_SECRET).":
    "Los informes de rebote no están configurados (EMAIL_EVENTS_SECRET).",
  "The bounce report's signature is not valid.":
    "La firma del informe de rebote no es válida.",
  "The body is no delivery status notification (multipart/report; report-type=delivery-status).":
    "El cuerpo no es una notificación de estado de entrega (multipart/report; report-type=delivery-status).",
  "The report does not return the original mail's headers, so its Message-ID is unknown.":
    "El informe no devuelve los encabezados del correo original, así que su Message-ID es desconocido.",
  "No customer mail of ours has this Message-ID and recipient.":
    "Ningún correo nuestro a clientes tiene este Message-ID y destinatario.",
  "The message_id must be a Message-ID, such as <id@domain>.":
    "El message_id debe ser un Message-ID, como <id@dominio>.",
  "The recipient must be an email address.":
    "El destinatario debe ser una dirección de correo.",
  "The type must be permanent or temporary.":
    "El tipo debe ser permanent o temporary.",
  "The status must be an enhanced status code, such as 5.1.1.":
    "El estado debe ser un código de estado extendido, como 5.1.1.",
  "The reason must be at most 1000 characters.":
    "El motivo debe tener como máximo 1000 caracteres.",
  "Send 1 to 100 reports.": "Envía de 1 a 100 informes.",
  "The body must be a bounce report or a list of them.":
    "El cuerpo debe ser un informe de rebote o una lista de ellos.",
  "The request's Twilio signature is not valid.":
    "La firma de Twilio de la solicitud no es válida.",
  "The answer was larger than 256 KB.": "La respuesta superó los 256 KB.",
  "No answer within 10 seconds.": "Sin respuesta en 10 segundos.",
  "A test event from Ruta.": "Un evento de prueba de Ruta.",

  // Mobile subscription links
  "Only a provider administrator can generate a mobile subscription link.":
    "Solo un administrador del proveedor puede generar un enlace de suscripción móvil.",
  "The mobile subscription link was generated.":
    "Se generó el enlace de suscripción móvil.",
  "The subscription link was used.": "Se usó el enlace de suscripción.",
  "The subscription link has no valid token. Open the whole link you were sent.":
    "El enlace de suscripción no tiene un token válido. Abre el enlace completo que te enviaron.",
  "This subscription link is not valid. Ask your provider for a new one.":
    "Este enlace de suscripción no es válido. Pide uno nuevo a tu proveedor.",
  "This subscription link has expired. Ask your provider for a new one.":
    "Este enlace de suscripción caducó. Pide uno nuevo a tu proveedor.",
  "This subscription link was already used. Ask your provider for a new one.":
    "Este enlace de suscripción ya se usó. Pide uno nuevo a tu proveedor.",
}

/** The refusals of `@ruta/permissions/messages`, in Spanish; the compiler asks for each one. */
const permissionMessagesEs: Record<keyof typeof PermissionMessage, string> = {
  roleUpdateForbidden: "No tienes permiso para actualizar los datos del rol.",
  permissionToggleForbidden:
    "No tienes permiso para activar o desactivar permisos.",
  configurationForbidden:
    "No tienes permisos suficientes para cambiar la configuración.",
  forbidden: "No tienes permiso para hacer esto.",
}

/**
 * The messages built with values, as English and Spanish templates: each `{name}` stands for a
 * value that is kept as it is (a count, a number of seconds, a service's name or its own words).
 */
export const apiMessageTemplatesEs: readonly (readonly [
  english: string,
  spanish: string,
])[] = [
  [
    "{found} of {total} addresses found.",
    "Direcciones encontradas: {found} de {total}.",
  ],
  ["No route {method} {path}", "No existe la ruta {method} {path}"],
  [
    "API keys use this role: {keys}. Revoke them before deleting it.",
    "Estas claves de API usan el rol: {keys}. Revócalas antes de eliminarlo.",
  ],
  ["The endpoint answered {status}.", "El endpoint respondió {status}."],
  [
    "This band of addresses overlaps the plan {name}, which starts at {from} addresses.",
    "Este rango de direcciones se superpone con el plan {name}, que empieza en {from} direcciones.",
  ],
  [
    "Too many requests. Try again in {seconds} seconds.",
    "Demasiadas solicitudes. Vuelve a intentarlo en {seconds} segundos.",
  ],
  [
    "Too many sign-in attempts. Try again in {seconds} seconds.",
    "Demasiados intentos de inicio de sesión. Vuelve a intentarlo en {seconds} segundos.",
  ],
  [
    "The geocoding service ({service}) did not answer within {ms} ms.",
    "El servicio de geocodificación ({service}) no respondió en {ms} ms.",
  ],
  [
    "The geocoding service ({service}) could not be reached.",
    "No se pudo conectar con el servicio de geocodificación ({service}).",
  ],
  [
    "The geocoding service ({service}) answered HTTP {status}.",
    "El servicio de geocodificación ({service}) respondió con HTTP {status}.",
  ],
  [
    "The geocoding service ({service}) did not answer with JSON.",
    "El servicio de geocodificación ({service}) no respondió con JSON.",
  ],
  [
    "The geocoding service ({service}) answered an unknown format.",
    "El servicio de geocodificación ({service}) respondió con un formato desconocido.",
  ],
  [
    "The travel-time service ({service}) did not answer within {ms} ms.",
    "El servicio de tiempos de viaje ({service}) no respondió en {ms} ms.",
  ],
  [
    "The travel-time service ({service}) could not be reached.",
    "No se pudo conectar con el servicio de tiempos de viaje ({service}).",
  ],
  [
    "The travel-time service ({service}) answered HTTP {status}.",
    "El servicio de tiempos de viaje ({service}) respondió con HTTP {status}.",
  ],
  [
    "The travel-time service ({service}) did not answer with JSON.",
    "El servicio de tiempos de viaje ({service}) no respondió con JSON.",
  ],
  [
    "The travel-time service ({service}) refused the request: {reason}.",
    "El servicio de tiempos de viaje ({service}) rechazó la solicitud: {reason}.",
  ],
  [
    "The travel-time service ({service}) cannot reach one of the stops.",
    "El servicio de tiempos de viaje ({service}) no puede llegar a una de las paradas.",
  ],
  [
    "The geocoding service ({service}) refused the request: {reason}.",
    "El servicio de geocodificación ({service}) rechazó la solicitud: {reason}.",
  ],
  [
    "The card was declined ({reason}). Use another card or ask your bank.",
    "La tarjeta fue rechazada ({reason}). Usa otra tarjeta o consulta a tu banco.",
  ],
  [
    "A learned travel profile needs {days} days of driven routes.",
    "Un perfil de tráfico aprendido necesita {days} días de rutas recorridas.",
  ],
  [
    "The card payment service refused the request: {reason}.",
    "El servicio de pagos con tarjeta rechazó la solicitud: {reason}.",
  ],
  [
    "{name} may not go on {day}: its allowed days are {days}.",
    "{name} no puede ir el {day}: sus días permitidos son {days}.",
  ],
  [
    "{name} may not go on {day}: none of its time windows falls on that day.",
    "{name} no puede ir el {day}: ninguna de sus ventanas horarias cae ese día.",
  ],
]

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * A template's English text as a pattern that captures each value by name.
 *
 * @param english - a template of {@link apiMessageTemplatesEs}
 * @returns a pattern matching the whole of any message built from it
 */
export function templatePattern(english: string): RegExp {
  const parts = english.split(PLACEHOLDER)
  // split() with a capturing group alternates text and placeholder names.
  const source = parts
    .map((part, i) =>
      i % 2 === 0
        ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        : `(?<${part}>.+?)`
    )
    .join("")
  return new RegExp(`^${source}$`, "s")
}

const byEnglish = new Map<string, string>([
  ...(Object.keys(PermissionMessage) as (keyof typeof PermissionMessage)[]).map(
    (key) => [PermissionMessage[key], permissionMessagesEs[key]] as const
  ),
  ...Object.entries(apiMessagesEs),
])

const templates = apiMessageTemplatesEs.map(
  ([english, spanish]) => [templatePattern(english), spanish] as const
)

/**
 * A message of the API in the caller's language. English is the source: the API's own sentences
 * come from this catalogue, validation messages from `@ruta/validation/messages-es`, and messages
 * with values from the templates, values kept.
 *
 * @param message - the English message a route or the error handler produced
 * @param language - the language to answer in
 * @returns the Spanish text for "es", else the message unchanged; unknown messages stay English
 */
export function localiseMessage(message: string, language: Language): string {
  if (language !== "es") return message
  const known = byEnglish.get(message)
  if (known !== undefined) return known
  const validation = translateMessage(message, language)
  if (validation !== message) return validation
  for (const [pattern, spanish] of templates) {
    const values = pattern.exec(message)?.groups
    if (values)
      return spanish.replace(PLACEHOLDER, (_, name: string) => values[name]!)
  }
  return message
}
