/** Mail: the mailer and the Swedish mail templates. */
export { createMailer, type MailMessage } from './mailer';
export { emailChangeConfirmMail, emailChangeNoticeMail, newsletterConfirmMail, passwordResetMail, welcomeMail } from './templates';
