/** A passkey's fields, checked by the API and, before Save, by the web client. */

export const PASSKEY_NAME_MAX = 50;
/** Passkeys one account may have: enough for every device and a spare key, few enough to list on one screen. */
export const PASSKEYS_MAX = 10;
