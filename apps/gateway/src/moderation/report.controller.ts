import { Controller, Injectable, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiParam } from '@nestjs/swagger';
import {
  type ReportCreated,
  type ReportType,
  moderationMessages,
  moderationRpc,
  reportBodySchema,
  reportTargetIdSchema,
  reportTypeSchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { BearerGuard } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract, ContractBody } from '../http/openapi.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';

/** SPEC §6: reporting needs a session; a guest gets 401 with the report screen's own text. */
@Injectable()
export class ReportAuthGuard extends BearerGuard {
  protected decide(user: AuthUser | null): AuthUser {
    if (!user) throw new ApiError('UNAUTHENTICATED', moderationMessages.loginToReport);
    return user;
  }
}

/** `{type}` and `{id}` of the path: anything unknown is simply not found. */
class ReportTargetPipe {
  constructor(private readonly schema: z.ZodType) {}
  transform(value: unknown) {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new ApiError('CONTENT_NOT_FOUND', moderationMessages.contentNotFound);
    return result.data;
  }
}

/** SPEC §7 Forum: POST /api/report/indication/{id}, /api/report/post/{id}, /api/report/comment/{id}. */
@ApiTags('Denúncias')
@Controller('api/report')
export class ReportController {
  constructor(private readonly services: ServiceClient) {}

  @Post(':type/:id')
  @UseGuards(ReportAuthGuard)
  @ApiBearerAuth()
  @ApiParam({ name: 'type', enum: reportTypeSchema.options })
  @RateLimit('report')
  @ApiContract(
    'Denunciar uma indicação, um post ou um comentário (motivo opcional, até 200 caracteres); uma denúncia pendente por pessoa e item',
    { response: moderationRpc.createReport, status: 201 },
  )
  create(
    @Param('type', new ReportTargetPipe(reportTypeSchema)) type: ReportType,
    @Param('id', new ReportTargetPipe(reportTargetIdSchema)) id: string,
    @ContractBody(reportBodySchema) body: z.infer<typeof reportBodySchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ReportCreated> {
    return this.services.call(moderationRpc.createReport, {
      reporter_id: user.user_id,
      type,
      target_id: id,
      body,
    });
  }
}
