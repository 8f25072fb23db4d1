import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AdminIndication,
  type AdminIndicationPage,
  type IndicationList,
  type OwnIndication,
  indicationCommands,
  indicationSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { AdminIndicationsService, type Removed } from './admin-indications.service.js';
import { IndicationsService, type SubmitResult } from './indications.service.js';

@Controller()
export class IndicationsHandlers {
  constructor(
    @Inject(IndicationsService) private readonly indications: IndicationsService,
    @Inject(AdminIndicationsService) private readonly admin: AdminIndicationsService,
  ) {}

  @MessagePattern(indicationSubjects.list)
  async list(@Payload() payload: unknown): Promise<IndicationList> {
    const { viewer_id, city } = parseCommand(indicationCommands.list, payload);
    return this.indications.list(viewer_id, city);
  }

  @MessagePattern(indicationSubjects.submit)
  async submit(@Payload() payload: unknown): Promise<SubmitResult> {
    const { user_id, body, photo_keys } = parseCommand(indicationCommands.submit, payload, 'body');
    return this.indications.submit(user_id, body, photo_keys);
  }

  @MessagePattern(indicationSubjects.mine)
  async mine(@Payload() payload: unknown): Promise<OwnIndication[]> {
    return this.indications.mine(parseCommand(indicationCommands.mine, payload).user_id);
  }

  @MessagePattern(indicationSubjects.adminList)
  async adminList(@Payload() payload: unknown): Promise<AdminIndicationPage> {
    return this.admin.list(parseCommand(indicationCommands.adminList, payload, 'filter').filter);
  }

  @MessagePattern(indicationSubjects.adminGet)
  async adminGet(@Payload() payload: unknown): Promise<{ indication: AdminIndication }> {
    return this.admin.get(parseCommand(indicationCommands.adminGet, payload).indication_id);
  }

  @MessagePattern(indicationSubjects.approve)
  async approve(@Payload() payload: unknown) {
    const { admin_id, indication_id } = parseCommand(indicationCommands.approve, payload);
    return this.admin.approve(admin_id, indication_id);
  }

  @MessagePattern(indicationSubjects.reject)
  async reject(@Payload() payload: unknown) {
    const { admin_id, indication_id } = parseCommand(indicationCommands.reject, payload);
    return this.admin.reject(admin_id, indication_id);
  }

  /** Reported content deleted by an administrator → {message, indication_id, photo_keys} */
  @MessagePattern(indicationSubjects.adminRemove)
  async adminRemove(@Payload() payload: unknown): Promise<Removed> {
    const { actor_id, indication_id, action_id, via_report_id } = parseCommand(
      indicationCommands.adminRemove,
      payload,
    );
    return this.admin.remove(actor_id, indication_id, { actionId: action_id, viaReportId: via_report_id });
  }
}
