/** A profile's fields (spec section 9), checked by the API and, before Save, by the web client. */
export const USERNAME_MAX = 50;
export const DISPLAY_NAME_MAX = 100;
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;
export const WEBSITE_MAX = 500;
