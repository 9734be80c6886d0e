import { passkeysCn } from './passkeys/cn.js';
import type { Catalogue } from './en.js';
import { layersCn } from './layers/cn.js';
import { reportCn } from './report/cn.js';
import { reportListCn } from './reportList/cn.js';
import { filtersCn } from './filters/cn.js';
import { dashboardCn } from './dashboard/cn.js';
import { searchCn } from './search/cn.js';
import { foldersCn } from './folders/cn.js';
import { importCn } from './import/cn.js';
import { exportCn } from './export/cn.js';
import { coordinatesCn } from './coordinates/cn.js';
import { locationPickerCn } from './locationPicker/cn.js';
import { reportFormCn } from './reportForm/cn.js';
import { reportViewCn } from './reportView/cn.js';
import { activityCn } from './activity/cn.js';
import { commentCn } from './comment/cn.js';
import { mapCn } from './map/cn.js';
import { embedsCn } from './embeds/cn.js';
import { submissionsCn } from './submissions/cn.js';
import { settingsCn } from './settings/cn.js';
import { mapSettingsCn } from './mapSettings/cn.js';
import { appSettingsCn } from './appSettings/cn.js';
import { generalSettingsCn } from './generalSettings/cn.js';
import { dashboardSettingsCn } from './dashboardSettings/cn.js';
import { languageSettingsCn } from './languageSettings/cn.js';
import { publicSiteCn } from './publicSite/cn.js';
import { tagsCn } from './tags/cn.js';
import { organizationsCn } from './organizations/cn.js';
import { usersCn } from './users/cn.js';
import { securityCn } from './security/cn.js';
import { terminologyCn } from './terminology/cn.js';
import { auditCn } from './audit/cn.js';
import { embedCn } from './embed/cn.js';
import { analyticsCn } from './analytics/cn.js';
import { messagesCn } from './messages/cn.js';
import { storyEditorCn } from './storyEditor/cn.js';
import { storiesCn } from './stories/cn.js';
import { validationCn } from './validation/cn.js';
import { apiCn } from './api/cn.js';

export const cn: Catalogue = {
  'app.name': 'Fieldwatch',
  'app.tagline': '现场报告，经核实并标注在地图上',
  'app.skipToContent': '跳到主要内容',
  'app.loading': '正在加载…',

  'api.NO_CONTACTS': '紧急联系人无效',
  'api.NO_OPTIONS': '未找到任何选项',
  'api.NO_ADMINS': '未找到任何管理员',
  'api.REPORT_CLOSED': '此报告无法编辑',
  'api.NO_LANGUAGE': '未找到已启用的语言',
  'api.INSUFFICIENT_PRIVILEGES': '权限不足',
  'api.BAD_REQUEST': '请求无效',
  'api.RESOURCE_NOT_FOUND': '未找到资源',
  'api.UNAUTHENTICATED': '身份验证失败',
  'api.VALIDATION_ERROR': '发生验证错误',
  'api.INSUFFICIENT_PARAMETERS': '参数不足',
  'api.INVALID_PARAMETERS': '参数无效',
  'api.INACTIVE_FEATURE': '该功能未启用',
  'api.SERVER_ERROR': '处理您的请求时发生内部错误',
  'api.ERROR': '出错了',
  'api.TOO_MANY_REQUESTS': '尝试次数过多。请等待几分钟后重试。',
  'api.PAYLOAD_TOO_LARGE': '文件大小超出允许范围',
  'api.IDEMPOTENCY_KEY_REUSED': '此内容已以不同的内容发送过一次。请再次按“保存”重新发送。',
  'api.IDEMPOTENCY_IN_PROGRESS': '同一请求仍在接收中。请稍候再试。',
  'api.STORY_CHANGED': '您打开此故事后，其他人已对其进行了更改。请复制您的更改，重新加载故事后再次应用。',
  'api.SECOND_FACTOR_REQUIRED': '请先为您的账户设置第二重验证，然后再继续',
  'api.NETWORK_ERROR': '出错了！请检查网络连接后重试。',
  'api.EXPORT_FAILED': '导出在文件完成之前失败。未保存任何内容，请重试。',
  'api.API_UNREACHABLE': '无法连接到 Fieldwatch 服务器。请检查网络连接；如果问题持续，此页面可能指向了错误的地址。',
  'api.NOT_FIELDWATCH': '此页面未连接到 Fieldwatch 服务器。请告知网站所有者。',

  'notice.invalidLogin': '登录信息无效',
  'notice.somethingWrong': '出错了！',
  'notice.uploadError': '上传出错。请检查文件后重试。',
  'notice.sessionExpired': '会话已过期',
  'notice.invalidCode': '验证码无效',
  'notice.invalidToken': '令牌无效',
  'notice.passwordRequirements': '密码不符合最低要求',
  'notice.passwordsNotEqual': '两次输入的密码不一致',
  'notice.usernameAlphanumeric': '用户名只能包含字母和数字',
  'notice.fieldsHighlighted': '请填写以红色标出的字段',
  'notice.checkFields': '请检查各字段的填写是否有效',

  'success.login': '登录成功',
  'success.logout': '已成功退出登录',
  'success.codeSent': '验证码已发送',
  'success.recoverySent': '密码找回邮件已发送',
  'success.passwordChanged': '密码已更改',
  'success.profileSaved': '个人资料已保存',
  'success.settingsSaved': '设置已保存',
  'success.userCreated': '用户已创建',
  'success.userUpdated': '用户已更新',
  'success.userDeleted': '用户已删除',

  'validation.required': '必填字段',
  'validation.invalidEmail': '请输入有效的电子邮件地址',
  'validation.firstNameExceeded': '名字不得超过 {max} 个字符',
  'validation.lastNameExceeded': '姓氏不得超过 {max} 个字符',
  'validation.usernameExceeded': '用户名不得超过 {max} 个字符',
  'validation.usernameAlphaNumber': '只能使用字母、数字、下划线、点或连字符',
  'validation.organizationNameExceeded': '组织名称不得超过 {max} 个字符',
  'validation.layerNameExceeded': '图层名称不得超过 {max} 个字符',
  'validation.rasterUrlHttps': 'URL 必须以 https:// 开头',
  'validation.rasterUrlInvalid': "请输入包含主机且含有 '{z}'、'{x}' 和 '{y}' 的有效 URL",
  'validation.rasterUrlUnable': '无法从此 URL 加载瓦片',
  'validation.vectorTilesetNotMapbox': '瓦片集必须以 mapbox:// 开头',
  'validation.taxonomyGroupNameExceeded': '标签组名称不得超过 {max} 个字符',
  'validation.taxonomyChildNameExceeded': '标签名称不得超过 {max} 个字符',
  'validation.reportTitleExceeded': '标题不得超过 {max} 个字符',
  'validation.reportDescriptionExceeded': '描述不得超过 {max} 个字符',
  'validation.reportCommentExceeded': '评论不得超过 {max} 个字符',
  'validation.reportWillReopen': '此报告已关闭，将被重新打开。',
  'validation.messageSubjectExceeded': '主题不得超过 {max} 个字符',
  'validation.messageTextExceeded': '消息不得超过 {max} 个字符',
  'validation.storyTitle': '标题为必填项，且不得超过 {max} 个字符',
  'validation.storySubtitle': '副标题为必填项，且不得超过 {max} 个字符',
  'validation.storyTextField': '正文为必填项，且不得超过 {max} 个字符',
  'validation.maxCodeLength': '验证码为 6 位数字',
  'validation.invalidCode': '验证码无效',
  'validation.latitudeInvalidNumber': '纬度必须是 -90 到 90 之间的数字',
  'validation.longitudeInvalidNumber': '经度必须是 -180 到 180 之间的数字',
  'validation.passwordExceeded': '密码超过最大字符数',
  'validation.passwordRequirements': '密码不符合最低要求',
  'validation.passwordMismatch': '密码与确认密码不一致',
  'validation.passwordCommon': '此密码过于常见，请另选一个。',
  'validation.passwordTooShort': '密码至少需要 {min} 个字符',
  'validation.invalidValue': '此值无效',
  'validation.unknownField': '不接受此字段',
  'validation.invalidToken': '令牌无效',
  'validation.usernameTaken': '该用户名已被占用',
  'validation.eventDateFuture': '事件日期不能晚于现在',
  'validation.dateAfterToday': '日期不能晚于今天',
  'validation.startAfterEnd': '开始日期不能晚于结束日期',
  'validation.searchExceeded': '搜索内容不能超过 {max} 个字符',
  'validation.folderNameExceeded': '文件夹名称不能超过 {max} 个字符',
  'validation.invalidFileType': '不接受此类文件',
  'validation.assigneeInvalid': '请选择此报告所属组织的用户',
  'validation.basemapInvalid': '此字段不接受该地址。请参阅上方的示例。',
  'validation.tagPromptExceeded': '提示不得超过 {max} 个字符',
  'validation.tagTextGroupHasTag': '文本类标签组只能有一个标签，而该组织已经有了',
  'validation.organizationHasReports': '该组织仍有报告：请选择将其移至何处',
  'validation.organizationNameTaken': '已有组织使用此名称',
  'validation.organizationIsLast': '无法删除最后一个组织',
  'validation.stringsFileInvalid': '无法将此文件读取为 key,text 行的 CSV',
  'validation.currentPasswordInvalid': '当前密码不正确',
  'validation.passkeyNameExceeded': '名称不能超过 60 个字符',
  'validation.passkeyInvalid': '无法验证此通行密钥。请重试。',
  'validation.secondFactorRequired': '您的角色必须使用第二重验证登录',

  'validation.layerFileInvalid': '无法将此文件读取为 shapefile、KML 或 GeoJSON',
  'validation.layerFileEmpty': '此文件中没有可绘制的点、线或面',
  'validation.layerTooManyFeatures': '此文件的要素超过 {max, number} 个',
  'validation.layerDataTooLarge': '此文件的地图数据超过允许的 {size} MB',

  'login.title': '登录',
  'login.intro': '登录以审核和管理现场报告。',
  'login.username': '用户名',
  'login.password': '密码',
  'login.submit': '登录',
  'login.submitting': '正在登录…',
  'login.forgot': '忘记密码？',

  'password.show': '显示密码',
  'password.hide': '隐藏密码',

  'twoFactor.title': '输入验证码',
  'twoFactor.intro': '我们已向 {username} 的电子邮件地址发送了 6 位验证码，10 分钟内有效。',
  'twoFactor.code': '验证码',
  'twoFactor.codeHint': '邮件中的 6 位验证码',
  'twoFactor.remember': '在此设备上不再询问',
  'twoFactor.submit': '验证',
  'twoFactor.resend': '重新发送验证码',
  'twoFactor.resendIn': '{seconds, plural, other {# 秒}}后可重新发送验证码',
  'twoFactor.back': '返回登录',

  'forgot.title': '忘记密码？',
  'forgot.intro': '请输入您的用户名，我们将通过电子邮件向您发送一个用于设置新密码的链接。',
  'forgot.username': '用户名',
  'forgot.submit': '发送找回链接',
  'forgot.back': '返回登录',

  'resetSent.title': '请查收邮件',
  'resetSent.body': '如果 {username} 的账户存在，我们已向其发送用于设置新密码的链接。该链接仅可使用一次，有效期为一小时。',
  'resetSent.resend': '重新发送链接',
  'resetSent.back': '返回登录',

  'newPassword.title': '创建新密码',
  'newPassword.intro': '请选择一个您未在其他任何地方使用过的密码。',
  'newPassword.password': '新密码',
  'newPassword.confirmation': '再次输入新密码',
  'newPassword.submit': '保存新密码',
  'newPassword.checklistTitle': '您的密码必须满足：',
  'newPassword.rule.length': '7 到 72 个字符',
  'newPassword.rule.upper': '包含大写字母',
  'newPassword.rule.lower': '包含小写字母',
  'newPassword.rule.number': '包含数字',
  'newPassword.rule.special': '包含特殊字符',
  'newPassword.rule.match': '两次输入的密码一致',
  'newPassword.ruleMet': '已满足',
  'newPassword.ruleNotMet': '未满足',
  'newPassword.missingLink': '此链接不完整。请重新申请。',
  'newPassword.requestNew': '申请新链接',

  'profile.title': '个人资料',
  'profile.firstname': '名字',
  'profile.lastname': '姓氏',
  'profile.email': '电子邮件',
  'profile.username': '用户名',
  'profile.role': '角色',
  'profile.language': '默认语言',
  'profile.newPassword': '新密码',
  'profile.newPasswordHint': '留空则保留当前密码。',
  'profile.confirmation': '再次输入新密码',
  'profile.twoFactor': '登录时要求输入通过电子邮件发送的验证码',
  'profile.save': '保存',
  'profile.saving': '正在保存…',
  'profile.noChanges': '没有任何更改',
  'profile.avatar': '{name} 的头像',
  'profile.detailsSection': '您的信息',
  'profile.passwordSection': '更改密码',
  'profile.securitySection': '登录安全',

  'role.Administrator': '系统管理员',
  'role.Organization Admin': '组织管理员',
  'role.Reader': '只读用户',
  'role.Mobile': '移动端用户',

  'nav.label': '主导航',
  'nav.reports': '报告',
  'nav.stories': '故事',
  'nav.messages': '消息',
  'nav.analytics': '分析',
  'nav.admin': '管理',
  'nav.profile': '个人资料',
  'nav.logout': '退出登录',
  'nav.menu': '菜单',
  'nav.language': '语言',
  'nav.organization': '组织',

  'notFound.title': '未找到页面',
  'notFound.body': '您要查找的页面不存在或已被移动。',
  'notFound.back': '返回上一页',

  'alerts.label': '通知',
  'alerts.dismiss': '关闭通知',

  'common.cancel': '取消',
  'common.close': '关闭',
  'common.save': '保存',
  'common.back': '返回',
  'common.leave': '离开',
  'common.goBack': '返回上一页',

  'mail.twoFactor.subject': '您的 Fieldwatch 验证码：{code}',
  'mail.twoFactor.body': '您的验证码是 {code}，10 分钟内有效。如果您并未尝试登录，请更改密码。',
  'mail.reset.subject': '设置新的 Fieldwatch 密码',
  'mail.reset.body': '有人请求重置 {username} 的密码。请在一小时内打开此链接设置新密码：{link} 如果这不是您本人的操作，请忽略此邮件。',
  'mail.welcome.subject': '欢迎使用 Fieldwatch',
  'mail.welcome.setPassword':
    '我们已在 Fieldwatch 上为您创建了用户名为 {username} 的账户。请打开此链接设置密码：{link} 该链接只能使用一次，有效期为 {days, plural, other {# 天}}。',
  'mail.welcome.signIn':
    '我们已在 Fieldwatch 上为您创建了用户名为 {username} 的账户。请使用管理员提供给您的密码在 {link} 登录。如果您没有密码，请在该页面上选择“忘记密码？”。',
  'mail.securityChange.subject': '您的 Fieldwatch 账户已更改',
  'mail.securityChange.body':
    '{username}，您好：\n\n您的 Fieldwatch 账户的{change, select, password {密码} email {电子邮件地址} secondfactor {第二重验证} other {登录设置}}已于 {date} 更改。所有其他设备均已退出登录。\n\n如果这不是您本人所为，请立即重置密码并告知您的管理员。',

  // each screen area in its own module, named after its key prefix, so that areas are translated and reviewed apart
  ...layersCn,
  ...reportCn,
  ...reportListCn,
  ...filtersCn,
  ...dashboardCn,
  ...searchCn,
  ...foldersCn,
  ...importCn,
  ...exportCn,
  ...coordinatesCn,
  ...locationPickerCn,
  ...reportFormCn,
  ...reportViewCn,
  ...activityCn,
  ...commentCn,
  ...mapCn,
  ...embedsCn,
  ...submissionsCn,
  ...settingsCn,
  ...mapSettingsCn,
  ...appSettingsCn,
  ...generalSettingsCn,
  ...dashboardSettingsCn,
  ...languageSettingsCn,
  ...publicSiteCn,
  ...tagsCn,
  ...organizationsCn,
  ...usersCn,
  ...securityCn,
  ...terminologyCn,
  ...auditCn,
  ...embedCn,
  ...analyticsCn,
  ...messagesCn,
  ...storyEditorCn,
  ...storiesCn,
  ...passkeysCn,
  ...validationCn,
  ...apiCn,
};
