/** The payment toasts' texts (the checkout tests expect them word for word). */
export const PAYMENT_TOASTS = {
  orderFailed: 'Error: Failed to create PayPal order',
  paymentFailed: 'Payment Error: There was an issue processing your payment.',
  paypalError: 'Payment Error: There was an issue with PayPal.',
  success: 'Payment Successful! Your account has been created successfully.',
  incomplete: 'Form Incomplete: Please complete all required fields.',
} as const;

export type PaymentToast = keyof typeof PAYMENT_TOASTS;
export type Notify = (toast: PaymentToast) => void;
