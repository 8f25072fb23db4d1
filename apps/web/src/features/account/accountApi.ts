import type {
  AuthResetPasswordRequest,
  EmailOnlyRequest,
  MessageResponse,
  RegisterRequest,
  SuccessResponse,
  VerifyEmailRequest,
} from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';

export type RegisterBody = Omit<RegisterRequest, 'gender' | 'city' | 'honeypot'> & {
  city: string;
  gender: RegisterRequest['gender'] | null;
  honeypot: string;
};

export type ResetPasswordResponse = SuccessResponse & { errors?: Record<string, string[]> };

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<MessageResponse, RegisterBody>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<SuccessResponse, VerifyEmailRequest>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
    }),
    resendValidation: build.mutation<SuccessResponse, EmailOnlyRequest>({
      query: (body) => ({ url: '/resend-validation', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<SuccessResponse, EmailOnlyRequest>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ResetPasswordResponse, AuthResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendValidationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = accountApi;
