/** Where the gate's form posts without JavaScript (shell/server/age-gate.mjs sets the cookie and comes back). */
export const AGE_FORM_PATH = '/age-gate';
