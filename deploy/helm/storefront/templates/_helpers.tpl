{{/* The release's name for its objects: <release>-storefront, or the release name alone. */}}
{{- define "storefront.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* One component's name: (dict "root" $ "component" "api") */}}
{{- define "storefront.component" -}}
{{- printf "%s-%s" (include "storefront.fullname" .root) .component -}}
{{- end -}}

{{- define "storefront.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
app.kubernetes.io/part-of: storefront
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{ include "storefront.selector" . }}
{{- end -}}

{{/* What a component's Service, PodDisruptionBudget and Deployment select its pods by. */}}
{{- define "storefront.selector" -}}
app.kubernetes.io/name: storefront
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* The shop's own image of `name`: <repository>/<name>:<tag, else appVersion>. */}}
{{- define "storefront.image" -}}
{{- $tag := .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- printf "%s/%s:%s" .root.Values.image.repository .name $tag -}}
{{- end -}}

{{/* The chart's Secret: passwords and tokens made at install are kept across upgrades. */}}
{{- define "storefront.secretName" -}}
{{- include "storefront.fullname" . -}}
{{- end -}}

{{/* A value of the chart's Secret as it is, or made now when there is none yet. */}}
{{- define "storefront.keptSecret" -}}
{{- $existing := lookup "v1" "Secret" .root.Release.Namespace (include "storefront.secretName" .root) -}}
{{- if .value -}}
{{- .value -}}
{{- else if and $existing (hasKey $existing.data .key) -}}
{{- index $existing.data .key | b64dec -}}
{{- else -}}
{{- randAlphaNum 32 -}}
{{- end -}}
{{- end -}}

{{/* The database the API uses: the chart's own PostgreSQL, or the one named in values. */}}
{{- define "storefront.databaseUrlRef" -}}
{{- if .Values.externalDatabase.existingSecret -}}
name: {{ .Values.externalDatabase.existingSecret }}
key: {{ .Values.externalDatabase.existingSecretKey }}
{{- else -}}
name: {{ include "storefront.secretName" . }}
key: DATABASE_URL
{{- end -}}
{{- end -}}

{{/* Where browsers fetch a remote: its url, or the port-forwarded local port of a demo. */}}
{{- define "storefront.remoteUrl" -}}
{{- .remote.url | default (printf "http://localhost:%v/" .remote.port) -}}
{{- end -}}

{{/* The pods' security: the shop's Node images run as their `node` user (uid 1000). */}}
{{- define "storefront.nodeSecurity" -}}
runAsNonRoot: true
runAsUser: 1000
allowPrivilegeEscalation: false
{{- end -}}

{{/* An HTTP probe of `path` on port `port`. */}}
{{- define "storefront.httpProbe" -}}
httpGet:
  path: {{ .path }}
  port: {{ .port }}
periodSeconds: {{ .period | default 10 }}
timeoutSeconds: 5
failureThreshold: {{ .failures | default 3 }}
{{- end -}}
