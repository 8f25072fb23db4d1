{{/*
Names and labels, in the conventions of the common public charts.
*/}}
{{- define "encontro.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "encontro.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "encontro.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels of every resource; `component` is added per app or dependency. */}}
{{- define "encontro.labels" -}}
helm.sh/chart: {{ include "encontro.chart" . }}
{{ include "encontro.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: encontro
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{- define "encontro.selectorLabels" -}}
app.kubernetes.io/name: {{ include "encontro.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* `annotations:` of metadata (indented for its place), only when commonAnnotations is set. */}}
{{- define "encontro.annotations" -}}
{{- with .Values.commonAnnotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
{{- end }}
{{- end -}}

{{/*
The seven apps. `uses` decides which connection variables and secrets an app receives and where its
NetworkPolicy lets it connect to (`push`: the VAPID pair and the browsers' push services;
`unsubscribe`: the secret of the e-mail unsubscribe links; `meetup`: the secret of the check-in codes and
the reminders' answers); `schema` is its PostgreSQL schema (empty:
no database).
*/}}
{{- define "encontro.appKeys" -}}
gateway identity indication forum support admin notification
{{- end -}}

{{- define "encontro.appMeta" -}}
gateway: {name: gateway, schema: "", uses: [nats, redis, s3]}
identity: {name: identity-svc, schema: identity, uses: [postgres, nats, redis, smtp]}
indication: {name: indication-svc, schema: indication, uses: [postgres, nats, smtp, unsubscribe, meetup]}
forum: {name: forum-svc, schema: forum, uses: [postgres, nats, redis]}
support: {name: support-svc, schema: support, uses: [postgres, nats, redis, smtp]}
admin: {name: admin-svc, schema: moderation, uses: [postgres, nats, redis]}
notification: {name: notification-svc, schema: notification, uses: [postgres, nats, smtp, push, unsubscribe]}
{{- end -}}

{{/* Context of one app: {root, key, meta, values, name}. Call with (dict "root" $ "key" "gateway"). */}}
{{- define "encontro.appContext" -}}
{{- $meta := index (include "encontro.appMeta" .root | fromYaml) .key -}}
{{- toYaml (dict "key" .key "meta" $meta "name" (printf "%s-%s" (include "encontro.fullname" .root) $meta.name | trunc 63 | trimSuffix "-")) -}}
{{- end -}}

{{- define "encontro.app.labels" -}}
{{ include "encontro.labels" .root }}
app.kubernetes.io/component: {{ .app.meta.name }}
{{- end -}}

{{- define "encontro.app.selectorLabels" -}}
{{ include "encontro.selectorLabels" .root }}
app.kubernetes.io/component: {{ .app.meta.name }}
{{- end -}}

{{- define "encontro.app.serviceAccountName" -}}
{{- ternary .app.name "default" .root.Values.serviceAccount.create -}}
{{- end -}}

{{- define "encontro.app.image" -}}
{{- $root := .root -}}
{{- $values := index $root.Values.apps .app.key -}}
{{- $repository := default (printf "%s/%s" $root.Values.image.namespace .app.meta.name) $values.image.repository -}}
{{- if $root.Values.image.digest -}}
{{- printf "%s/%s@%s" $root.Values.image.registry $repository $root.Values.image.digest -}}
{{- else -}}
{{- printf "%s/%s:%s" $root.Values.image.registry $repository (default $root.Chart.AppVersion $root.Values.image.tag) -}}
{{- end -}}
{{- end -}}

{{- define "encontro.publicUrl" -}}
{{- default (printf "https://%s" .Values.ingress.host) .Values.config.publicUrl -}}
{{- end -}}

{{/*
Refuses NODE_ENV and DEV_CLOCK_ENABLED in a map of extra variables (the schema refuses them too;
this holds with --skip-schema-validation). Call with (dict "env" $map "where" "apps.gateway.env").
*/}}
{{- define "encontro.guardEnv" -}}
{{- range $name, $_ := .env -}}
{{- if has (upper $name) (list "NODE_ENV" "DEV_CLOCK_ENABLED") -}}
{{- fail (printf "%s.%s: the chart always runs NODE_ENV=production with the dev clock off; %s cannot be set" $.where $name $name) -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Where each connection secret lives: {name, key}. */}}
{{- define "encontro.connectionsSecret" -}}
{{- printf "%s-connections" (include "encontro.fullname" .) -}}
{{- end -}}

{{- define "encontro.secretRef.database" -}}
{{- $generated := include "encontro.generatedSecrets" . | fromYaml -}}
{{- if and (not .Values.postgresql.enabled) .Values.externalDatabase.existingSecret -}}
{name: {{ .Values.externalDatabase.existingSecret | quote }}, key: {{ .Values.externalDatabase.existingSecretKey | quote }}}
{{- else if hasKey $generated "postgresql" -}}
{name: {{ $generated.postgresql.name | quote }}, key: database-url}
{{- else -}}
{name: {{ include "encontro.connectionsSecret" . | quote }}, key: database-url}
{{- end -}}
{{- end -}}

{{- define "encontro.secretRef.nats" -}}
{{- if and (not .Values.nats.enabled) .Values.externalNats.existingSecret -}}
{name: {{ .Values.externalNats.existingSecret | quote }}, key: {{ .Values.externalNats.existingSecretKey | quote }}}
{{- else -}}
{name: {{ include "encontro.connectionsSecret" . | quote }}, key: nats-url}
{{- end -}}
{{- end -}}

{{- define "encontro.secretRef.redis" -}}
{{- $generated := include "encontro.generatedSecrets" . | fromYaml -}}
{{- if and (not .Values.redis.enabled) .Values.externalRedis.existingSecret -}}
{name: {{ .Values.externalRedis.existingSecret | quote }}, key: {{ .Values.externalRedis.existingSecretKey | quote }}}
{{- else if hasKey $generated "redis" -}}
{name: {{ $generated.redis.name | quote }}, key: redis-url}
{{- else -}}
{name: {{ include "encontro.connectionsSecret" . | quote }}, key: redis-url}
{{- end -}}
{{- end -}}

{{- define "encontro.secretRef.smtp" -}}
{{- if .Values.smtp.existingSecret -}}
{name: {{ .Values.smtp.existingSecret | quote }}, key: {{ .Values.smtp.existingSecretKey | quote }}}
{{- else -}}
{name: {{ include "encontro.connectionsSecret" . | quote }}, key: smtp-url}
{{- end -}}
{{- end -}}

{{/*
The Secrets the hook Job of secrets-hook.yaml creates when missing (files/ensure-secrets.mjs), as YAML
{group: {name, legacy?, params?}}: one per group of values the operator did not give (neither in
values nor as an existingSecret). Workloads only reference them by name. `legacy`: the Secret an older
chart kept the same values in (carried over when the new one is created, so an upgrade keeps them).
`params.url`: the connection URL of a bundled dependency, `{password}` filled in by the Job.
*/}}
{{- define "encontro.generatedSecrets" -}}
{{- $fullname := include "encontro.fullname" . -}}
{{- $v := .Values -}}
{{- if and $v.postgresql.enabled (not $v.postgresql.password) }}
postgresql:
  name: {{ printf "%s-postgresql-auth" $fullname }}
  legacy: {{ printf "%s-postgresql" $fullname }}
  params:
    url: {{ printf "postgresql://%s:{password}@%s-postgresql:5432/%s" (urlquery $v.postgresql.username | replace "+" "%20") $fullname $v.postgresql.database | quote }}
{{- end }}
{{- if and $v.redis.enabled (not $v.redis.password) }}
redis:
  name: {{ printf "%s-redis-auth" $fullname }}
  legacy: {{ printf "%s-redis" $fullname }}
  params:
    url: {{ printf "redis://:{password}@%s-redis:6379/0" $fullname | quote }}
{{- end }}
{{- if and $v.minio.enabled (not $v.minio.rootUser) }}
minio:
  name: {{ printf "%s-minio-auth" $fullname }}
  legacy: {{ printf "%s-minio" $fullname }}
{{- end }}
{{- if not (or $v.gateway.existingSecret $v.gateway.networkHashSecret) }}
network-hash:
  name: {{ printf "%s-network-hash" $fullname }}
  legacy: {{ include "encontro.connectionsSecret" . }}
{{- end }}
{{- if not (or $v.jwt.existingSecret $v.jwt.privateKey) }}
jwt:
  name: {{ printf "%s-jwt-keys" $fullname }}
  legacy: {{ printf "%s-jwt" $fullname }}
{{- end }}
{{- if not (or $v.notifications.existingSecret $v.notifications.vapidPrivateKey) }}
vapid:
  name: {{ printf "%s-vapid-keys" $fullname }}
  legacy: {{ printf "%s-notifications" $fullname }}
{{- end }}
{{- if not (or $v.notifications.existingSecret $v.notifications.emailUnsubscribeSecret) }}
unsubscribe:
  name: {{ printf "%s-unsubscribe" $fullname }}
  legacy: {{ printf "%s-notifications" $fullname }}
{{- end }}
internal:
  name: {{ printf "%s-internal" $fullname }}
meetup:
  name: {{ printf "%s-meetup" $fullname }}
{{- end -}}

{{/*
The Secret holding one group of values: the operator's existing Secret, else the one the hook Job
generates, else the chart's Secret of the values given. Call with
(dict "root" $ "group" "jwt" "existing" .Values.jwt.existingSecret "given" "<fullname>-jwt").
*/}}
{{- define "encontro.groupSecretName" -}}
{{- $generated := include "encontro.generatedSecrets" .root | fromYaml -}}
{{- if .existing -}}
{{- .existing -}}
{{- else if hasKey $generated .group -}}
{{- (index $generated .group).name -}}
{{- else -}}
{{- .given -}}
{{- end -}}
{{- end -}}

{{/* S3 credentials: {name, key} of the access key id (`key`: id) or the secret key (`key`: secret). */}}
{{- define "encontro.secretRef.s3" -}}
{{- $root := .root -}}
{{- if $root.Values.minio.enabled -}}
{{- $name := include "encontro.minioSecretName" $root -}}
{name: {{ $name | quote }}, key: {{ ternary "root-user" "root-password" (eq .key "id") }}}
{{- else -}}
{{- $name := default (include "encontro.connectionsSecret" $root) $root.Values.externalS3.existingSecret -}}
{name: {{ $name | quote }}, key: {{ ternary "access-key-id" "secret-access-key" (eq .key "id") }}}
{{- end -}}
{{- end -}}

{{- define "encontro.postgresqlSecretName" -}}
{{- include "encontro.groupSecretName" (dict "root" . "group" "postgresql" "given" (printf "%s-postgresql" (include "encontro.fullname" .))) -}}
{{- end -}}

{{- define "encontro.redisSecretName" -}}
{{- include "encontro.groupSecretName" (dict "root" . "group" "redis" "given" (printf "%s-redis" (include "encontro.fullname" .))) -}}
{{- end -}}

{{- define "encontro.minioSecretName" -}}
{{- include "encontro.groupSecretName" (dict "root" . "group" "minio" "given" (printf "%s-minio" (include "encontro.fullname" .))) -}}
{{- end -}}

{{- define "encontro.jwtSecretName" -}}
{{- include "encontro.groupSecretName" (dict "root" . "group" "jwt" "existing" .Values.jwt.existingSecret "given" (printf "%s-jwt" (include "encontro.fullname" .))) -}}
{{- end -}}

{{/* The Secret holding the gateway's network-hash-secret. */}}
{{- define "encontro.gatewaySecretName" -}}
{{- include "encontro.groupSecretName" (dict "root" . "group" "network-hash" "existing" .Values.gateway.existingSecret "given" (include "encontro.connectionsSecret" .)) -}}
{{- end -}}

{{/* The Secret holding vapid-public-key and vapid-private-key. */}}
{{- define "encontro.vapidSecretName" -}}
{{- include "encontro.groupSecretName" (dict "root" . "group" "vapid" "existing" .Values.notifications.existingSecret "given" (printf "%s-notifications" (include "encontro.fullname" .))) -}}
{{- end -}}

{{/* The Secret holding email-unsubscribe-secret. */}}
{{- define "encontro.unsubscribeSecretName" -}}
{{- include "encontro.groupSecretName" (dict "root" . "group" "unsubscribe" "existing" .Values.notifications.existingSecret "given" (printf "%s-notifications" (include "encontro.fullname" .))) -}}
{{- end -}}

{{/* "true" when the apps connect to NATS as their own users: the bundled NATS's nats.auth, or externalNats.auth. */}}
{{- define "encontro.natsAuthEnabled" -}}
{{- if .Values.nats.enabled -}}
{{- if .Values.nats.auth.enabled }}true{{ end -}}
{{- else if .Values.externalNats.auth.enabled -}}
true
{{- end -}}
{{- end -}}

{{/*
The NATS users (files/nats-authorization.conf, generated from the contracts by
deploy/tools/nats-config.mjs) for this release's events stream and subject prefix.
*/}}
{{- define "encontro.natsAuthorization" -}}
{{- .Files.Get "files/nats-authorization.conf" | replace "@EVENTS_STREAM@" .Values.config.eventsStream | replace "@EVENTS_SUBJECT_PREFIX@" .Values.config.eventsSubjectPrefix -}}
{{- end -}}

{{/* The generated Secret of indication-svc's meetup-secret (check-in codes, reminders' answers). */}}
{{- define "encontro.meetupSecretName" -}}
{{- printf "%s-meetup" (include "encontro.fullname" .) -}}
{{- end -}}

{{/* The generated Secret of the internal credentials: nats-<appKey>-password, caller-context-secret. */}}
{{- define "encontro.internalSecretName" -}}
{{- printf "%s-internal" (include "encontro.fullname" .) -}}
{{- end -}}

{{/* Annotations of the secrets hook's objects: (dict "weight" "-30"). Before the migration Jobs. */}}
{{- define "encontro.secretsHook.annotations" -}}
helm.sh/hook: pre-install,pre-upgrade
helm.sh/hook-weight: {{ .weight | quote }}
helm.sh/hook-delete-policy: before-hook-creation,hook-succeeded
{{- end -}}

{{/* Fails early, with the value to set, when an external dependency is not configured. */}}
{{- define "encontro.validateValues" -}}
{{- $shutdown := add .Values.shutdown.preStopSleepSeconds .Values.shutdown.drainSeconds 5 -}}
{{- if lt (int .Values.terminationGracePeriodSeconds) (int $shutdown) -}}
{{- fail (printf "terminationGracePeriodSeconds (%v) must cover shutdown.preStopSleepSeconds + shutdown.drainSeconds + 5 s to close (%v): Kubernetes would kill the pods mid-drain" .Values.terminationGracePeriodSeconds $shutdown) -}}
{{- end -}}
{{- if and (not .Values.postgresql.enabled) (not .Values.externalDatabase.url) (not .Values.externalDatabase.existingSecret) -}}
{{- fail "postgresql.enabled=false needs externalDatabase.url or externalDatabase.existingSecret" -}}
{{- end -}}
{{- if and (not .Values.nats.enabled) (not .Values.externalNats.url) (not .Values.externalNats.existingSecret) -}}
{{- fail "nats.enabled=false needs externalNats.url or externalNats.existingSecret" -}}
{{- end -}}
{{- if and (not .Values.redis.enabled) (not .Values.externalRedis.url) (not .Values.externalRedis.existingSecret) -}}
{{- fail "redis.enabled=false needs externalRedis.url or externalRedis.existingSecret" -}}
{{- end -}}
{{- if and (not .Values.minio.enabled) (not .Values.externalS3.existingSecret) (or (not .Values.externalS3.accessKeyId) (not .Values.externalS3.secretAccessKey)) -}}
{{- fail "minio.enabled=false needs externalS3.accessKeyId and externalS3.secretAccessKey, or externalS3.existingSecret" -}}
{{- end -}}
{{- if and (not .Values.smtp.url) (not .Values.smtp.existingSecret) -}}
{{- fail "smtp.url or smtp.existingSecret is required (identity-svc, indication-svc and support-svc send e-mail)" -}}
{{- end -}}
{{- if and (not .Values.jwt.existingSecret) (ne (empty .Values.jwt.privateKey) (empty .Values.jwt.publicKey)) -}}
{{- fail "jwt.privateKey and jwt.publicKey go together (or leave both empty to generate a pair)" -}}
{{- end -}}
{{- if and .Values.minio.enabled (ne (empty .Values.minio.rootUser) (empty .Values.minio.rootPassword)) -}}
{{- fail "minio.rootUser and minio.rootPassword go together (or leave both empty to generate them)" -}}
{{- end -}}
{{- with .Values.notifications -}}
{{- if and (not .existingSecret) (ne (empty .vapidPublicKey) (empty .vapidPrivateKey)) -}}
{{- fail "notifications.vapidPublicKey and notifications.vapidPrivateKey go together (or leave both empty to generate a pair)" -}}
{{- end -}}
{{- end -}}
{{- with trim (toString .Values.gateway.trustedProxies) -}}
{{- if regexMatch "^(?i:true)$" . -}}
{{- fail "gateway.trustedProxies: \"true\" would trust every hop, so any client could pick its own address with X-Forwarded-For; give the proxies' addresses (e.g. the ingress controller's pod CIDR)" -}}
{{- end -}}
{{- if regexMatch "^[0-9]+$" . -}}
{{- fail (printf "gateway.trustedProxies: a hop count (%s) cannot tell a proxy from a client that reaches the gateway directly; give the proxies' addresses (e.g. the ingress controller's pod CIDR)" .) -}}
{{- end -}}
{{- end -}}
{{- include "encontro.guardEnv" (dict "env" .Values.config.extraEnv "where" "config.extraEnv") -}}
{{- range $key := include "encontro.appKeys" . | splitList " " -}}
{{- include "encontro.guardEnv" (dict "env" (index $.Values.apps $key).env "where" (printf "apps.%s.env" $key)) -}}
{{- end -}}
{{- end -}}

{{/* Plain variables of one app (its ConfigMap). */}}
{{- define "encontro.app.config" -}}
{{- $root := .root -}}
{{- $values := index $root.Values.apps .app.key -}}
LOG_LEVEL: {{ $root.Values.config.logLevel | quote }}
HTTP_PORT: "8080"
NATS_REQUEST_TIMEOUT_MS: {{ $root.Values.config.natsRequestTimeoutMs | quote }}
SHUTDOWN_DRAIN_MS: {{ mul $root.Values.shutdown.drainSeconds 1000 | quote }}
REDIS_KEY_PREFIX: {{ $root.Values.config.redisKeyPrefix | quote }}
EVENTS_STREAM: {{ $root.Values.config.eventsStream | quote }}
EVENTS_SUBJECT_PREFIX: {{ $root.Values.config.eventsSubjectPrefix | quote }}
EVENTS_STREAM_REPLICAS: {{ $root.Values.config.eventsStreamReplicas | quote }}
EVENTS_MAX_AGE_DAYS: {{ $root.Values.config.eventsMaxAgeDays | quote }}
{{- if .app.meta.schema }}
DATABASE_SCHEMA: {{ .app.meta.schema | quote }}
MIGRATE_ON_START: "false"
{{- end }}
{{- with $root.Values.tracing }}
{{- if .enabled }}
OTEL_EXPORTER_OTLP_ENDPOINT: {{ required "tracing.otlpEndpoint: the collector's OTLP URL, when tracing.enabled" .otlpEndpoint | quote }}
OTEL_EXPORTER_OTLP_PROTOCOL: {{ .protocol | quote }}
OTEL_TRACES_SAMPLER: parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG: {{ .samplingRatio | toString | quote }}
{{- end }}
{{- end }}
{{- if has "smtp" .app.meta.uses }}
MAIL_FROM: {{ $root.Values.config.mailFrom | quote }}
{{- end }}
{{- /* The links of e-mails, and the gateway's link previews (og:url, og:image). */}}
{{- if or (has "smtp" .app.meta.uses) (eq .app.key "gateway") }}
PUBLIC_URL: {{ include "encontro.publicUrl" $root | quote }}
{{- end }}
{{- if eq .app.key "identity" }}
JWT_KEY_ID: {{ $root.Values.jwt.keyId | quote }}
{{- end }}
{{- if has "push" .app.meta.uses }}
VAPID_SUBJECT: {{ $root.Values.notifications.vapidSubject | quote }}
PUSH_ENDPOINT_HOSTS: {{ join "," $root.Values.notifications.push.endpointHosts | quote }}
{{- end }}
{{- if eq .app.key "gateway" }}
METRICS_PORT: {{ $root.Values.metrics.gatewayPort | quote }}
TRUST_PROXY: {{ default "false" (trim (toString $root.Values.gateway.trustedProxies)) | quote }}
API_DOCS_ENABLED: {{ $root.Values.gateway.apiDocs.enabled | toString | quote }}
S3_BUCKET: {{ $root.Values.s3.bucket | quote }}
S3_REGION: {{ $root.Values.s3.region | quote }}
{{- if $root.Values.minio.enabled }}
S3_ENDPOINT: {{ printf "http://%s-minio:9000" (include "encontro.fullname" $root) | quote }}
{{- else if $root.Values.externalS3.endpoint }}
S3_ENDPOINT: {{ $root.Values.externalS3.endpoint | quote }}
{{- end }}
{{- end }}
{{- range $name, $value := merge (dict) $values.env $root.Values.config.extraEnv }}
{{ $name }}: {{ $value | toString | quote }}
{{- end }}
{{- end -}}

{{/* Variables from Secrets, then the two that keep the dev clock off (listed last: they win). */}}
{{- define "encontro.app.env" -}}
{{- $root := .root -}}
{{- $uses := .app.meta.uses -}}
{{- if has "nats" $uses }}
- name: NATS_URL
  valueFrom:
    secretKeyRef: {{ include "encontro.secretRef.nats" $root }}
{{- if include "encontro.natsAuthEnabled" $root }}
# Its own NATS user, allowed only its own subjects (files/nats-authorization.conf).
- name: NATS_USER
  value: {{ .app.meta.name | quote }}
- name: NATS_PASSWORD
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.internalSecretName" $root | quote }}, key: {{ printf "nats-%s-password" .app.key }}}
{{- end }}
{{- end }}
# Signs (the gateway) and verifies (the services) the caller context of admin and personal-data requests.
- name: CALLER_CONTEXT_SECRET
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.internalSecretName" $root | quote }}, key: caller-context-secret}
{{- if has "redis" $uses }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef: {{ include "encontro.secretRef.redis" $root }}
{{- end }}
{{- if has "postgres" $uses }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef: {{ include "encontro.secretRef.database" $root }}
{{- end }}
{{- if has "smtp" $uses }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef: {{ include "encontro.secretRef.smtp" $root }}
{{- end }}
{{- if has "s3" $uses }}
- name: S3_ACCESS_KEY_ID
  valueFrom:
    secretKeyRef: {{ include "encontro.secretRef.s3" (dict "root" $root "key" "id") }}
- name: S3_SECRET_ACCESS_KEY
  valueFrom:
    secretKeyRef: {{ include "encontro.secretRef.s3" (dict "root" $root "key" "secret") }}
{{- end }}
{{- if has "push" $uses }}
- name: VAPID_PUBLIC_KEY
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.vapidSecretName" $root | quote }}, key: vapid-public-key}
- name: VAPID_PRIVATE_KEY
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.vapidSecretName" $root | quote }}, key: vapid-private-key}
{{- end }}
{{- if has "unsubscribe" $uses }}
- name: EMAIL_UNSUBSCRIBE_SECRET
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.unsubscribeSecretName" $root | quote }}, key: email-unsubscribe-secret}
{{- end }}
{{- if has "meetup" $uses }}
- name: MEETUP_SECRET
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.meetupSecretName" $root | quote }}, key: meetup-secret}
{{- end }}
{{- if eq .app.key "identity" }}
- name: JWT_PRIVATE_KEY
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.jwtSecretName" $root | quote }}, key: private.pem}
{{- end }}
{{- if eq .app.key "gateway" }}
- name: JWT_PUBLIC_KEY
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.jwtSecretName" $root | quote }}, key: public.pem}
# During a rotation only: the old public key, added to the Secret as previous-public.pem.
- name: JWT_PREVIOUS_PUBLIC_KEY
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.jwtSecretName" $root | quote }}, key: previous-public.pem, optional: true}
- name: NETWORK_HASH_SECRET
  valueFrom:
    secretKeyRef: {name: {{ include "encontro.gatewaySecretName" $root | quote }}, key: network-hash-secret}
{{- end }}
- name: NODE_ENV
  value: production
- name: DEV_CLOCK_ENABLED
  value: "false"
{{- end -}}

{{/*
Inputs of the Secrets an app reads: a change of any of them rolls the pods (Secrets made elsewhere
— existingSecret — roll with `kubectl rollout restart`).
*/}}
{{- define "encontro.secretsChecksum" -}}
{{- $v := .Values -}}
{{- toJson (list $v.jwt $v.notifications (pick $v.gateway "existingSecret" "networkHashSecret") $v.externalDatabase $v.externalNats $v.externalRedis $v.externalS3 $v.smtp $v.postgresql.password $v.redis.password $v.minio.rootUser $v.minio.rootPassword $v.postgresql.enabled $v.nats.enabled $v.redis.enabled $v.minio.enabled) | sha256sum -}}
{{- end -}}

{{- define "encontro.podAntiAffinity" -}}
{{- $selector := include "encontro.app.selectorLabels" . | fromYaml -}}
{{- if eq .root.Values.podAntiAffinityPreset "hard" }}
podAntiAffinity:
  requiredDuringSchedulingIgnoredDuringExecution:
    - topologyKey: kubernetes.io/hostname
      labelSelector:
        matchLabels:
          {{- toYaml $selector | nindent 10 }}
{{- else if eq .root.Values.podAntiAffinityPreset "soft" }}
podAntiAffinity:
  preferredDuringSchedulingIgnoredDuringExecution:
    - weight: 100
      podAffinityTerm:
        topologyKey: kubernetes.io/hostname
        labelSelector:
          matchLabels:
            {{- toYaml $selector | nindent 12 }}
{{- end }}
{{- end -}}

{{/* Egress rule towards one dependency: bundled → its pods; external → the given peers (or any address) on its port. */}}
{{/* The port of tracing.otlpEndpoint (its scheme's default when it names none). */}}
{{- define "encontro.tracing.port" -}}
{{- $url := urlParse .Values.tracing.otlpEndpoint -}}
{{- $host := splitList ":" $url.host -}}
{{- if gt (len $host) 1 }}{{ last $host }}{{ else if eq $url.scheme "https" }}443{{ else }}80{{ end -}}
{{- end -}}

{{- define "encontro.egressRule" -}}
{{- $root := .root -}}
- ports:
    - port: {{ .port }}
      protocol: TCP
  {{- if .bundled }}
  to:
    - podSelector:
        matchLabels:
          {{- include "encontro.selectorLabels" $root | nindent 10 }}
          app.kubernetes.io/component: {{ .component }}
  {{- else if .peers }}
  to:
    {{- toYaml .peers | nindent 4 }}
  {{- end }}
{{- end -}}

{{/* Security context of the bundled dependencies' containers (their images' own non-root users). */}}
{{- define "encontro.dependency.securityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .uid }}
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
privileged: false
capabilities:
  drop: [ALL]
seccompProfile:
  type: RuntimeDefault
{{- end -}}
