/** The account page's forms that post natively say which they are in a hidden `intent` field. */
export const ACCOUNT_FORM_INTENT = {
  changeName: 'change-name',
  requestEmailChange: 'request-email-change',
  changeEmail: 'change-email',
} as const;
