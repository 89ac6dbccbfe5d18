/**
 * What the account pages tell the member after an action (spec member-site §5, §8, verbatim):
 * toasts and alerts in the web's own words. The server never sends these; what it sends is in the
 * contract's ACCOUNT_INPUT_MESSAGES and ACCOUNT_ERROR_MESSAGES.
 */
export const ACCOUNT_NOTICES = {
  loginSuccess: 'Logged in successfully! Welcome back!',
  profileUpdated: 'Profile updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  /**
   * After a refused sign-in: the server refuses an unconfirmed account's right password like a
   * wrong one (a different answer would tell who has an account), so this is said after either.
   */
  confirmFirst: 'Signed up recently? Confirm your email address first with the link we sent you (check spam!).',
  resendNeedsEmail: 'Please keep your email address in the field to resend confirmation.',
  resendFailed: 'Failed to resend confirmation email. Please try again.',
  forgotNeedsEmail: 'Please enter your email address first to reset password.',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  registerFailed: 'Registration failed. Please try a different email.',
  registerUnexpected: 'An unexpected error occurred during registration.',
  resetLinkInvalid: 'Invalid password reset link. Please use the link from your email.',
  dataExportFailed: (m: string) => `Data export failed: ${m}`,
  accountDeletionFailed: (m: string) => `Account deletion failed: ${m}`,
  accountAnonymizationFailed: (m: string) => `Account anonymization failed: ${m}`,
} as const;
