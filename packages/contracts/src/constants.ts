/** Business constants of 01 §9. */
export const WORKSPACE_TOKEN_REFRESH_THROTTLE_SECONDS = 600;
export const SESSION_WARNING_SECONDS = 60;
export const SUCCESS_TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_ANIMATION_MS = 300;
export const DEFAULT_PAGE_SIZE = 9999;
export const MFA_CODE_LENGTH = 6;
export const MOBILE_BREAKPOINT_PX = 768;
export const READ_MORE_LIMIT = 200;
export const DEFAULT_TIMEZONE = 'Europe/London';
export const DATE_FORMAT = 'DD MMM YYYY';
export const TIME_FORMAT = 'h:mm A';
export const CURRENCY = 'GBP';
export const PRODUCT_NAME = 'Campus';
export const SERVICE_NAME_HEADER = 'x-service-name';
export const CORRELATION_ID_HEADER = 'x-correlation-id';
