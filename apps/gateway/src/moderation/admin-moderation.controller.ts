import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AuditPage,
  type CensoredWordList,
  type CensoredWordsChanged,
  type PlatformSettings,
  type ReportActionResult,
  type ReportPage,
  type SettingsSaved,
  type Statistics,
  addCensoredWordsSchema,
  adminReportsQuerySchema,
  auditQuerySchema,
  moderationRpc,
  platformSettingsSchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminOnly } from '../auth/guards.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { StoredPhotos } from '../privacy/stored-photos.js';

/** The deleted content's stored photos are the gateway's to remove: the admin is answered without them. */
const contentDeletedAnswer = moderationRpc.adminDeleteReportedContent.response.omit({ photo_keys: true });

/** SPEC §7 Admin: statistics, reports, censored words, settings and the audit log (admin-svc). */
@ApiTags('Admin: moderação')
@Controller('api/admin')
@AdminOnly()
export class AdminModerationController {
  constructor(
    private readonly services: ServiceClient,
    private readonly photos: StoredPhotos,
  ) {}

  @Get('statistics')
  @ApiContract('Os quatro cartões do painel: usuários ativos, indicações pendentes, denúncias e tickets', {
    response: moderationRpc.statistics,
  })
  statistics(): Promise<Statistics> {
    return this.services.call(moderationRpc.statistics, {});
  }

  @Get('reports')
  @ApiContract(
    'Denúncias, mais novas primeiro: page, per_page (10), type=indication|post|comment, status=pending|resolved, search → {data, meta}',
    { response: moderationRpc.adminListReports },
  )
  reports(
    @ContractQuery(adminReportsQuerySchema) query: z.infer<typeof adminReportsQuerySchema>,
  ): Promise<ReportPage> {
    return this.services.call(moderationRpc.adminListReports, { query });
  }

  @Put('reports/:id/resolve')
  @ApiContract('Resolver uma denúncia pendente sem mexer no conteúdo', {
    response: moderationRpc.adminResolveReport,
  })
  resolve(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<ReportActionResult> {
    return this.services.call(moderationRpc.adminResolveReport, {
      actor_id: admin.user_id,
      report_id: id,
    });
  }

  @Delete('reports/:id/content')
  @ApiContract(
    'Excluir o conteúdo denunciado (some das páginas abertas) e resolver todas as denúncias pendentes dele',
    { response: contentDeletedAnswer },
  )
  async deleteContent(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<ReportActionResult> {
    const { photo_keys: photoKeys, ...answer } = await this.services.call(
      moderationRpc.adminDeleteReportedContent,
      { actor_id: admin.user_id, report_id: id },
    );
    // An indication's stored photos go with it.
    await this.photos.discard(photoKeys.filter((key) => /^storage\/indications\//.test(key)));
    return answer;
  }

  @Get('censored-words')
  @ApiContract('Palavras censuradas: {words: [{word_id, word}]}', {
    response: moderationRpc.listCensoredWords,
  })
  words(): Promise<CensoredWordList> {
    return this.services.call(moderationRpc.listCensoredWords, {});
  }

  @Post('censored-words')
  @ApiContract(
    "Adicionar palavras ('bobo', ['bobo', 'chato'] ou 'bobo, chato'; * é curinga); as já listadas são ignoradas",
    { response: moderationRpc.addCensoredWords, status: 201 },
  )
  addWords(
    @ContractBody(addCensoredWordsSchema) body: z.infer<typeof addCensoredWordsSchema>,
    @CurrentUser() admin: AuthUser,
  ): Promise<CensoredWordsChanged> {
    return this.services.call(moderationRpc.addCensoredWords, { actor_id: admin.user_id, body });
  }

  @Delete('censored-words/:id')
  @ApiContract('Remover uma palavra censurada', { response: moderationRpc.removeCensoredWord })
  removeWord(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<CensoredWordsChanged> {
    return this.services.call(moderationRpc.removeCensoredWord, {
      actor_id: admin.user_id,
      word_id: id,
    });
  }

  @Get('settings')
  @ApiContract(
    'Configurações da plataforma (nome, e-mail de contato, censura automática, aprovação de indicações)',
    { response: moderationRpc.getSettings },
  )
  settings(): Promise<PlatformSettings> {
    return this.services.call(moderationRpc.getSettings, {});
  }

  @Put('settings')
  @ApiContract('Salvar as configurações (todas); os serviços passam a segui-las', {
    response: moderationRpc.updateSettings,
  })
  saveSettings(
    @ContractBody(platformSettingsSchema) body: z.infer<typeof platformSettingsSchema>,
    @CurrentUser() admin: AuthUser,
  ): Promise<SettingsSaved> {
    return this.services.call(moderationRpc.updateSettings, { actor_id: admin.user_id, body });
  }

  @Get('audit')
  @ApiContract(
    'Registro de auditoria de toda ação administrativa: page, per_page (20), actor, actor_name, action, target_type, target_id, date_from, date_to → {data, meta}',
    { response: moderationRpc.listAudit },
  )
  audit(@ContractQuery(auditQuerySchema) query: z.infer<typeof auditQuerySchema>): Promise<AuditPage> {
    return this.services.call(moderationRpc.listAudit, { query });
  }
}
