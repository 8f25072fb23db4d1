import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, indicationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { AdminIndicationsService } from './admin-indications.service.js';
import { IndicationsService } from './indications.service.js';

const { list, submit, mine, adminList, adminGet, approve, reject, adminRemove } = indicationRpc;

@Controller()
export class IndicationsHandlers {
  constructor(
    @Inject(IndicationsService) private readonly indications: IndicationsService,
    @Inject(AdminIndicationsService) private readonly admin: AdminIndicationsService,
  ) {}

  @Rpc(list)
  list({ viewer_id, city }: RpcRequest<typeof list>) {
    return this.indications.list(viewer_id, city);
  }

  @Rpc(submit)
  submit({ user_id, body, photo_keys }: RpcRequest<typeof submit>) {
    return this.indications.submit(user_id, body, photo_keys);
  }

  @Rpc(mine)
  mine({ user_id }: RpcRequest<typeof mine>) {
    return this.indications.mine(user_id);
  }

  @Rpc(adminList)
  adminList({ filter }: RpcRequest<typeof adminList>) {
    return this.admin.list(filter);
  }

  @Rpc(adminGet)
  adminGet({ indication_id }: RpcRequest<typeof adminGet>) {
    return this.admin.get(indication_id);
  }

  @Rpc(approve)
  approve({ admin_id, indication_id }: RpcRequest<typeof approve>) {
    return this.admin.approve(admin_id, indication_id);
  }

  @Rpc(reject)
  reject({ admin_id, indication_id }: RpcRequest<typeof reject>) {
    return this.admin.reject(admin_id, indication_id);
  }

  /** Reported content deleted by an administrator → {message, indication_id, photo_keys} */
  @Rpc(adminRemove)
  adminRemove({ actor_id, indication_id, action_id, via_report_id }: RpcRequest<typeof adminRemove>) {
    return this.admin.remove(actor_id, indication_id, { actionId: action_id, viaReportId: via_report_id });
  }
}
