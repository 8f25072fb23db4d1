import { Controller, Get, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CityList,
  type CityMatchList,
  type LoginResponse,
  type MessageResponse,
  type StateList,
  type SuccessResponse,
  type User,
  authResetPasswordSchema,
  cityResolveCommand,
  emailOnlySchema,
  identityRpc,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  validateEmailSchema,
  verifyEmailSchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth, GuestOnly } from '../auth/guards.js';
import { ClientNetworks } from '../http/client-network.js';
import { ApiContract, ContractBody } from '../http/openapi.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';

type Body<S extends z.ZodType> = z.infer<S>;

/** SPEC §7 Account: each route validates with the shared contract and asks identity-svc. */
@ApiTags('Conta')
@Controller('api')
export class AccountController {
  constructor(
    private readonly identity: ServiceClient,
    private readonly networks: ClientNetworks,
  ) {}

  @Post('login')
  @GuestOnly()
  @RateLimit('login')
  @ApiContract('Entrar com e-mail e senha', { response: identityRpc.login })
  login(
    @ContractBody(loginSchema) body: Body<typeof loginSchema>,
    @Req() request: FastifyRequest,
  ): Promise<LoginResponse> {
    return this.identity.call(identityRpc.login, { body, network: this.networks.networkOf(request.ip) });
  }

  @Post('register')
  @GuestOnly()
  @RateLimit('register')
  @ApiContract('Criar conta', { response: identityRpc.register, status: 201 })
  register(
    @ContractBody(registerSchema) body: Body<typeof registerSchema>,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    return this.identity.call(identityRpc.register, { body, network: this.networks.networkOf(request.ip) });
  }

  @Post('logout')
  @Auth()
  @ApiContract('Sair (o token deixa de valer na hora)', { response: identityRpc.logout })
  logout(@CurrentUser() user: AuthUser): Promise<MessageResponse> {
    return this.identity.call(identityRpc.logout, {
      user_id: user.user_id,
      jti: user.jti,
      exp: user.exp,
    });
  }

  @Get('me')
  @Auth()
  @ApiContract('O usuário conectado', { response: identityRpc.me })
  me(@CurrentUser() user: AuthUser): Promise<{ user: User }> {
    return this.identity.call(identityRpc.me, { user_id: user.user_id });
  }

  @Post('validate-email')
  @ApiContract('Validar e-mail pelo token do link', { response: identityRpc.validateEmail })
  validateEmail(
    @ContractBody(validateEmailSchema) body: Body<typeof validateEmailSchema>,
  ): Promise<MessageResponse> {
    return this.identity.call(identityRpc.validateEmail, { body });
  }

  @Post('auth/verify-email')
  @ApiContract('Verificar e-mail (token e e-mail do link)', { response: identityRpc.verifyEmail })
  verifyEmail(
    @ContractBody(verifyEmailSchema) body: Body<typeof verifyEmailSchema>,
  ): Promise<SuccessResponse> {
    return this.identity.call(identityRpc.verifyEmail, { body });
  }

  @Post('resend-validation')
  @RateLimit('email')
  @ApiContract('Reenviar o e-mail de verificação', { response: identityRpc.resendValidation })
  resendValidation(
    @ContractBody(emailOnlySchema) body: Body<typeof emailOnlySchema>,
  ): Promise<SuccessResponse> {
    return this.identity.call(identityRpc.resendValidation, { body });
  }

  @Post('request-password-reset')
  @RateLimit('email')
  @ApiContract('Pedir o link de redefinição de senha', {
    response: identityRpc.requestPasswordReset.response.pick({ message: true }),
  })
  async requestPasswordReset(
    @ContractBody(emailOnlySchema) body: Body<typeof emailOnlySchema>,
  ): Promise<MessageResponse> {
    const { message } = await this.identity.call(identityRpc.requestPasswordReset, {
      body,
    });
    return { message };
  }

  @Post('auth/forgot-password')
  @RateLimit('email')
  @ApiContract('Pedir o link de redefinição de senha', { response: identityRpc.requestPasswordReset })
  forgotPassword(
    @ContractBody(emailOnlySchema) body: Body<typeof emailOnlySchema>,
  ): Promise<SuccessResponse> {
    return this.identity.call(identityRpc.requestPasswordReset, { body });
  }

  @Post('reset-password')
  @ApiContract('Redefinir a senha com o token do link', {
    response: identityRpc.resetPassword.response.pick({ message: true }),
  })
  async resetPassword(
    @ContractBody(resetPasswordSchema) body: Body<typeof resetPasswordSchema>,
  ): Promise<MessageResponse> {
    const { message } = await this.identity.call(identityRpc.resetPassword, { body });
    return { message };
  }

  @Post('auth/reset-password')
  @ApiContract('Redefinir a senha (com confirmação)', { response: identityRpc.resetPassword })
  authResetPassword(
    @ContractBody(authResetPasswordSchema) body: Body<typeof authResetPasswordSchema>,
  ): Promise<SuccessResponse> {
    return this.identity.call(identityRpc.resetPassword, {
      body: { token: body.token, password: body.password },
    });
  }

  @Put('profile')
  @Auth()
  @RateLimit('profile')
  @ApiContract('Atualizar o perfil (e a senha, se enviada)', { response: identityRpc.updateProfile })
  updateProfile(
    @CurrentUser() user: AuthUser,
    @ContractBody(profileUpdateSchema) body: Body<typeof profileUpdateSchema>,
    @Req() request: FastifyRequest,
  ): Promise<{ user: User }> {
    // The session making the change keeps working; a password change ends the others.
    return this.identity.call(identityRpc.updateProfile, {
      user_id: user.user_id,
      body,
      jti: user.jti,
      network: this.networks.networkOf(request.ip),
    });
  }

  @Get('states')
  @ApiContract('Os 27 estados', { response: identityRpc.listStates })
  states(): Promise<StateList> {
    return this.identity.call(identityRpc.listStates, {});
  }

  @Get('cities/resolve/:slug')
  @ApiContract(
    'Municípios com este nome no endereço ("sao-paulo", "bom-jesus-pi"): nenhum, um, ou um por estado',
    { response: identityRpc.resolveCity },
  )
  resolveCity(
    @Param('slug', new ZodPipe(cityResolveCommand.shape.slug)) slug: string,
  ): Promise<CityMatchList> {
    return this.identity.call(identityRpc.resolveCity, { slug });
  }

  @Get('cities/:state')
  @ApiContract('Municípios do estado (nome ou sigla), com o código IBGE', {
    response: identityRpc.listCities,
  })
  cities(@Param('state', new ZodPipe(z.string().trim().min(1).max(60))) state: string): Promise<CityList> {
    return this.identity.call(identityRpc.listCities, { state });
  }
}
