import { passkeysEs } from './passkeys/es.js';
import type { Catalogue } from './en.js';
import { layersEs } from './layers/es.js';
import { reportEs } from './report/es.js';
import { reportListEs } from './reportList/es.js';
import { filtersEs } from './filters/es.js';
import { dashboardEs } from './dashboard/es.js';
import { searchEs } from './search/es.js';
import { foldersEs } from './folders/es.js';
import { importEs } from './import/es.js';
import { exportEs } from './export/es.js';
import { coordinatesEs } from './coordinates/es.js';
import { locationPickerEs } from './locationPicker/es.js';
import { reportFormEs } from './reportForm/es.js';
import { reportViewEs } from './reportView/es.js';
import { activityEs } from './activity/es.js';
import { commentEs } from './comment/es.js';
import { mapEs } from './map/es.js';
import { embedsEs } from './embeds/es.js';
import { submissionsEs } from './submissions/es.js';
import { settingsEs } from './settings/es.js';
import { mapSettingsEs } from './mapSettings/es.js';
import { appSettingsEs } from './appSettings/es.js';
import { generalSettingsEs } from './generalSettings/es.js';
import { dashboardSettingsEs } from './dashboardSettings/es.js';
import { languageSettingsEs } from './languageSettings/es.js';
import { publicSiteEs } from './publicSite/es.js';
import { tagsEs } from './tags/es.js';
import { organizationsEs } from './organizations/es.js';
import { usersEs } from './users/es.js';
import { securityEs } from './security/es.js';
import { terminologyEs } from './terminology/es.js';
import { auditEs } from './audit/es.js';
import { embedEs } from './embed/es.js';
import { analyticsEs } from './analytics/es.js';
import { messagesEs } from './messages/es.js';
import { storyEditorEs } from './storyEditor/es.js';
import { storiesEs } from './stories/es.js';
import { validationEs } from './validation/es.js';
import { apiEs } from './api/es.js';

export const es: Catalogue = {
  'app.name': 'Fieldwatch',
  'app.tagline': 'Informes de campo, verificados y cartografiados',
  'app.skipToContent': 'Ir al contenido principal',
  'app.loading': 'Cargando…',

  'api.NO_CONTACTS': 'Contacto de emergencia no válido',
  'api.NO_OPTIONS': 'No se encontraron opciones',
  'api.NO_ADMINS': 'No se encontraron administradores',
  'api.REPORT_CLOSED': 'Este informe no se puede editar',
  'api.NO_LANGUAGE': 'No se encontró ningún idioma activo',
  'api.INSUFFICIENT_PRIVILEGES': 'Permisos insuficientes',
  'api.BAD_REQUEST': 'Solicitud no válida',
  'api.RESOURCE_NOT_FOUND': 'Recurso no encontrado',
  'api.UNAUTHENTICATED': 'Error de autenticación',
  'api.VALIDATION_ERROR': 'Se ha producido un error de validación',
  'api.INSUFFICIENT_PARAMETERS': 'Parámetros insuficientes',
  'api.INVALID_PARAMETERS': 'Parámetros no válidos',
  'api.INACTIVE_FEATURE': 'Esta función está desactivada',
  'api.SERVER_ERROR': 'Se ha producido un error interno al procesar su solicitud',
  'api.ERROR': 'Se ha producido un error',
  'api.TOO_MANY_REQUESTS': 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  'api.PAYLOAD_TOO_LARGE': 'El archivo supera el tamaño permitido',
  'api.IDEMPOTENCY_KEY_REUSED': 'Esto ya se envió una vez con otro contenido. Pulse Guardar de nuevo para enviarlo otra vez.',
  'api.IDEMPOTENCY_IN_PROGRESS': 'La misma solicitud todavía se está recibiendo. Espere un momento y vuelva a intentarlo.',
  'api.STORY_CHANGED':
    'Otra persona cambió esta historia después de que usted la abriera. Copie sus cambios, vuelva a cargar la historia y aplíquelos de nuevo.',
  'api.SECOND_FACTOR_REQUIRED': 'Configure un segundo factor para su cuenta antes de continuar',
  'api.NETWORK_ERROR': '¡Se ha producido un error! Compruebe su conexión y vuelva a intentarlo.',
  'api.EXPORT_FAILED': 'La exportación falló antes de completar el archivo. No se ha guardado nada; vuelva a intentarlo.',
  'api.API_UNREACHABLE':
    'No se puede contactar con el servidor de Fieldwatch. Compruebe su conexión; si continúa, puede que esta página apunte a una dirección equivocada.',
  'api.NOT_FIELDWATCH': 'Esta página no está conectada a un servidor de Fieldwatch. Avise al responsable del sitio.',

  'notice.invalidLogin': 'Credenciales no válidas',
  'notice.somethingWrong': '¡Se ha producido un error!',
  'notice.uploadError': 'Error al subir los archivos. Compruébelos y vuelva a intentarlo.',
  'notice.sessionExpired': 'La sesión ha caducado',
  'notice.invalidCode': 'Código no válido',
  'notice.invalidToken': 'Token no válido',
  'notice.passwordRequirements': 'La contraseña no cumple los requisitos mínimos',
  'notice.passwordsNotEqual': 'Las contraseñas no coinciden',
  'notice.usernameAlphanumeric': 'El nombre de usuario debe ser alfanumérico',
  'notice.fieldsHighlighted': 'Debe completar los campos resaltados en rojo',
  'notice.checkFields': 'Revise la validez de los campos',

  'success.login': 'Sesión iniciada correctamente',
  'success.logout': 'Sesión cerrada correctamente',
  'success.codeSent': 'Código de verificación enviado',
  'success.recoverySent': 'Correo de recuperación de contraseña enviado',
  'success.passwordChanged': 'Contraseña cambiada',
  'success.profileSaved': 'Perfil guardado',
  'success.settingsSaved': 'Configuración guardada',
  'success.userCreated': 'Usuario creado',
  'success.userUpdated': 'Usuario actualizado',
  'success.userDeleted': 'Usuario eliminado',

  'validation.required': 'Campo obligatorio',
  'validation.invalidEmail': 'Introduzca una dirección de correo electrónico válida',
  'validation.firstNameExceeded': 'El nombre debe tener como máximo {max} caracteres',
  'validation.lastNameExceeded': 'Los apellidos deben tener como máximo {max} caracteres',
  'validation.usernameExceeded': 'El nombre de usuario debe tener como máximo {max} caracteres',
  'validation.usernameAlphaNumber': 'Use solo letras, dígitos, guion bajo, punto o guion',
  'validation.organizationNameExceeded': 'El nombre de la organización debe tener como máximo {max} caracteres',
  'validation.layerNameExceeded': 'El nombre de la capa debe tener como máximo {max} caracteres',
  'validation.rasterUrlHttps': 'La URL debe empezar por https://',
  'validation.rasterUrlInvalid': "Introduzca una URL válida, con un host, que contenga '{z}', '{x}' y '{y}'",
  'validation.rasterUrlUnable': 'No se puede cargar ninguna tesela desde esta URL',
  'validation.vectorTilesetNotMapbox': 'El conjunto de teselas debe empezar por mapbox://',
  'validation.taxonomyGroupNameExceeded': 'El nombre del grupo de etiquetas debe tener como máximo {max} caracteres',
  'validation.taxonomyChildNameExceeded': 'El nombre de la etiqueta debe tener como máximo {max} caracteres',
  'validation.reportTitleExceeded': 'El título debe tener como máximo {max} caracteres',
  'validation.reportDescriptionExceeded': 'La descripción debe tener como máximo {max} caracteres',
  'validation.reportCommentExceeded': 'El comentario debe tener como máximo {max} caracteres',
  'validation.reportWillReopen': 'Este informe estaba cerrado y se volverá a abrir.',
  'validation.messageSubjectExceeded': 'El asunto debe tener como máximo {max} caracteres',
  'validation.messageTextExceeded': 'El mensaje debe tener como máximo {max} caracteres',
  'validation.storyTitle': 'El título es obligatorio y debe tener como máximo {max} caracteres',
  'validation.storySubtitle': 'El subtítulo es obligatorio y debe tener como máximo {max} caracteres',
  'validation.storyTextField': 'El texto es obligatorio y debe tener como máximo {max} caracteres',
  'validation.maxCodeLength': 'El código tiene exactamente 6 dígitos',
  'validation.invalidCode': 'Código no válido',
  'validation.latitudeInvalidNumber': 'La latitud debe ser un número entre -90 y 90',
  'validation.longitudeInvalidNumber': 'La longitud debe ser un número entre -180 y 180',
  'validation.passwordExceeded': 'La contraseña supera el número máximo de caracteres',
  'validation.passwordRequirements': 'La contraseña no cumple los requisitos mínimos',
  'validation.passwordMismatch': 'La contraseña y su confirmación no coinciden',
  'validation.passwordCommon': 'Esta contraseña es demasiado común. Elija otra.',
  'validation.passwordTooShort': 'La contraseña debe tener al menos {min} caracteres',
  'validation.invalidValue': 'Este valor no es válido',
  'validation.unknownField': 'Este campo no se admite',
  'validation.invalidToken': 'Token no válido',
  'validation.usernameTaken': 'Este nombre de usuario ya está en uso',
  'validation.eventDateFuture': 'La fecha del suceso no puede ser futura',
  'validation.dateAfterToday': 'La fecha no puede ser posterior a hoy',
  'validation.startAfterEnd': 'La fecha de inicio no puede ser posterior a la fecha de fin',
  'validation.searchExceeded': 'La búsqueda debe tener como máximo {max} caracteres',
  'validation.folderNameExceeded': 'El nombre de la carpeta debe tener como máximo {max} caracteres',
  'validation.invalidFileType': 'Este tipo de archivo no se acepta',
  'validation.assigneeInvalid': 'Elija un usuario de la organización de este informe',
  'validation.basemapInvalid': 'Este campo no acepta esta dirección. Consulte los ejemplos de arriba.',
  'validation.tagPromptExceeded': 'La indicación debe tener {max} caracteres o menos',
  'validation.tagTextGroupHasTag': 'Un grupo de texto contiene una sola etiqueta, y esta organización ya la tiene',
  'validation.organizationHasReports': 'Esta organización aún tiene informes: elija adónde se trasladan',
  'validation.organizationNameTaken': 'Ya existe una organización con este nombre',
  'validation.organizationIsLast': 'No se puede eliminar la última organización',
  'validation.stringsFileInvalid': 'Este archivo no se puede leer como un CSV de líneas clave,texto',
  'validation.currentPasswordInvalid': 'La contraseña actual no es correcta',
  'validation.passkeyNameExceeded': 'El nombre debe tener 60 caracteres como máximo',
  'validation.passkeyInvalid': 'No se pudo verificar la llave de acceso. Inténtelo de nuevo.',
  'validation.secondFactorRequired': 'Su rol debe iniciar sesión con un segundo factor',

  'validation.layerFileInvalid': 'No se pudo leer este archivo como shapefile, KML o GeoJSON',
  'validation.layerFileEmpty': 'Este archivo no tiene puntos, líneas ni formas que dibujar',
  'validation.layerTooManyFeatures': 'Este archivo tiene más de {max, number} elementos',
  'validation.layerDataTooLarge': 'Este archivo contiene más datos de mapa que los {size} MB permitidos',

  'login.title': 'Iniciar sesión',
  'login.intro': 'Inicie sesión para revisar y gestionar los informes de campo.',
  'login.username': 'Nombre de usuario',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'login.submitting': 'Iniciando sesión…',
  'login.forgot': '¿Ha olvidado su contraseña?',

  'password.show': 'Mostrar contraseña',
  'password.hide': 'Ocultar contraseña',

  'twoFactor.title': 'Introduzca su código de verificación',
  'twoFactor.intro':
    'Hemos enviado un código de 6 dígitos a la dirección de correo electrónico de {username}. Es válido durante 10 minutos.',
  'twoFactor.code': 'Código de verificación',
  'twoFactor.codeHint': 'El código de 6 dígitos que recibió por correo electrónico',
  'twoFactor.remember': 'No volver a preguntar en este dispositivo',
  'twoFactor.submit': 'Verificar',
  'twoFactor.resend': 'Reenviar código',
  'twoFactor.resendIn': 'Reenviar código en {seconds, plural, one {# segundo} other {# segundos}}',
  'twoFactor.back': 'Volver al inicio de sesión',

  'forgot.title': '¿Ha olvidado su contraseña?',
  'forgot.intro': 'Introduzca su nombre de usuario y le enviaremos por correo electrónico un enlace para elegir una nueva contraseña.',
  'forgot.username': 'Nombre de usuario',
  'forgot.submit': 'Enviar enlace de recuperación',
  'forgot.back': 'Volver al inicio de sesión',

  'resetSent.title': 'Revise su correo electrónico',
  'resetSent.body':
    'Si existe una cuenta para {username}, le hemos enviado un enlace para elegir una nueva contraseña. El enlace solo se puede usar una vez y caduca al cabo de una hora.',
  'resetSent.resend': 'Volver a enviar el enlace',
  'resetSent.back': 'Volver al inicio de sesión',

  'newPassword.title': 'Cree una nueva contraseña',
  'newPassword.intro': 'Elija una contraseña que no utilice en ningún otro sitio.',
  'newPassword.password': 'Nueva contraseña',
  'newPassword.confirmation': 'Repita la nueva contraseña',
  'newPassword.submit': 'Guardar la nueva contraseña',
  'newPassword.checklistTitle': 'Su contraseña debe tener:',
  'newPassword.rule.length': 'Entre 7 y 72 caracteres',
  'newPassword.rule.upper': 'Una letra mayúscula',
  'newPassword.rule.lower': 'Una letra minúscula',
  'newPassword.rule.number': 'Un número',
  'newPassword.rule.special': 'Un carácter especial',
  'newPassword.rule.match': 'Ambas contraseñas iguales',
  'newPassword.ruleMet': 'requisito cumplido',
  'newPassword.ruleNotMet': 'requisito no cumplido',
  'newPassword.missingLink': 'Este enlace está incompleto. Solicite uno nuevo.',
  'newPassword.requestNew': 'Solicitar un nuevo enlace',

  'profile.title': 'Perfil',
  'profile.firstname': 'Nombre',
  'profile.lastname': 'Apellidos',
  'profile.email': 'Correo electrónico',
  'profile.username': 'Nombre de usuario',
  'profile.role': 'Rol',
  'profile.language': 'Idioma predeterminado',
  'profile.newPassword': 'Nueva contraseña',
  'profile.newPasswordHint': 'Déjelo en blanco para conservar su contraseña actual.',
  'profile.confirmation': 'Repita la nueva contraseña',
  'profile.twoFactor': 'Pedir un código enviado por correo electrónico al iniciar sesión',
  'profile.save': 'Guardar',
  'profile.saving': 'Guardando…',
  'profile.noChanges': 'No hay cambios',
  'profile.avatar': 'Avatar de {name}',
  'profile.detailsSection': 'Sus datos',
  'profile.passwordSection': 'Cambiar la contraseña',
  'profile.securitySection': 'Seguridad del inicio de sesión',

  'role.Administrator': 'Administrador',
  'role.Organization Admin': 'Administrador de la organización',
  'role.Reader': 'Lector',
  'role.Mobile': 'Usuario móvil',

  'nav.label': 'Navegación principal',
  'nav.reports': 'Informes',
  'nav.stories': 'Historias',
  'nav.messages': 'Mensajes',
  'nav.analytics': 'Análisis',
  'nav.admin': 'Administración',
  'nav.profile': 'Perfil',
  'nav.logout': 'Cerrar sesión',
  'nav.menu': 'Menú',
  'nav.language': 'Idioma',
  'nav.organization': 'Organización',

  'notFound.title': 'Página no encontrada',
  'notFound.body': 'La página que busca no existe o se ha movido.',
  'notFound.back': 'Volver a la página anterior',

  'alerts.label': 'Notificaciones',
  'alerts.dismiss': 'Descartar notificación',

  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'common.save': 'Guardar',
  'common.back': 'Atrás',
  'common.leave': 'Salir',
  'common.goBack': 'Volver',

  'mail.twoFactor.subject': 'Su código de verificación de Fieldwatch: {code}',
  'mail.twoFactor.body':
    'Su código de verificación es {code}. Es válido durante 10 minutos. Si no ha intentado iniciar sesión, cambie su contraseña.',
  'mail.reset.subject': 'Elija una nueva contraseña de Fieldwatch',
  'mail.reset.body':
    'Se ha solicitado restablecer la contraseña de {username}. Abra este enlace en el plazo de una hora para elegir una nueva: {link} Si no ha sido usted, ignore este mensaje.',
  'mail.welcome.subject': 'Le damos la bienvenida a Fieldwatch',
  'mail.welcome.setPassword':
    'Se ha creado para usted una cuenta de Fieldwatch con el nombre de usuario {username}. Abra este enlace para elegir su contraseña: {link} El enlace solo puede usarse una vez y es válido durante {days, plural, one {# día} other {# días}}.',
  'mail.welcome.signIn':
    'Se ha creado para usted una cuenta de Fieldwatch con el nombre de usuario {username}. Inicie sesión en {link} con la contraseña que le facilitará su administrador. Si no la tiene, elija «¿Ha olvidado su contraseña?» en esa página.',
  'mail.securityChange.subject': 'Su cuenta de Fieldwatch ha cambiado',
  'mail.securityChange.body':
    'Hola, {username}:\n\n{change, select, password {La contraseña} email {La dirección de correo} secondfactor {El segundo factor} other {La configuración de acceso}} de su cuenta de Fieldwatch se cambió el {date}. Se cerró la sesión en todos los demás dispositivos.\n\nSi no hizo este cambio, restablezca su contraseña de inmediato e informe a su administrador.',

  // each screen area in its own module, named after its key prefix, so that areas are translated and reviewed apart
  ...layersEs,
  ...reportEs,
  ...reportListEs,
  ...filtersEs,
  ...dashboardEs,
  ...searchEs,
  ...foldersEs,
  ...importEs,
  ...exportEs,
  ...coordinatesEs,
  ...locationPickerEs,
  ...reportFormEs,
  ...reportViewEs,
  ...activityEs,
  ...commentEs,
  ...mapEs,
  ...embedsEs,
  ...submissionsEs,
  ...settingsEs,
  ...mapSettingsEs,
  ...appSettingsEs,
  ...generalSettingsEs,
  ...dashboardSettingsEs,
  ...languageSettingsEs,
  ...publicSiteEs,
  ...tagsEs,
  ...organizationsEs,
  ...usersEs,
  ...securityEs,
  ...terminologyEs,
  ...auditEs,
  ...embedEs,
  ...analyticsEs,
  ...messagesEs,
  ...storyEditorEs,
  ...storiesEs,
  ...passkeysEs,
  ...validationEs,
  ...apiEs,
};
