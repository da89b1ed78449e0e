"""heldout25 part 4: h25-046 .. h25-060 (see build.py for the field meanings)."""

from part1 import WHOLE, S, T, R, C

SCENARIOS = [
    # ------------------------------------------------------------------ 046
    S("h25-046", "mqtt-tls-port", "literal", "other_identifier", "lookalike",
      T("paho-mqtt connect code for the ChirpStack bridge, TLS with our CA.",
        """```python
client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="cs-bridge-1")
client.tls_set(ca_certs="/etc/loamly/ca.pem")
client.username_pw_set("cs-bridge", os.environ["MQTT_PASSWORD"])
client.connect("broker.loamly.io", 1883, keepalive=60)
```""",
        "The TLS listener is 8883. 1883 is plaintext and closed on the load balancer anyway.",
        "1883", "8883"),
      R("Connect the alert-notifier service to the broker as well.",
        """```python
notifier = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="alert-notifier")
notifier.tls_set(ca_certs="/etc/loamly/ca.pem")
notifier.connect(settings.mqtt_host, 1883)
```""",
        ["8883"],
        [r"re:\b1883\b"]),
      C("docker-compose for a local Mosquitto so I can test the bridge without touching prod.",
        """```yaml
services:
  mosquitto:
    image: eclipse-mosquitto:2
    ports:
      - "1883:1883"
    volumes:
      - ./mosquitto.conf:/mosquitto/config/mosquitto.conf
```
Locally plain 1883 is fine; with Mosquitto 2 the `mosquitto.conf` needs `listener 1883` and `allow_anonymous true`."""),
      fix=[("1883", "8883")],
      holds='"1883:1883"', look="1883"),

    # ------------------------------------------------------------------ 047
    S("h25-047", "prod-resource-group", "literal", "other_identifier", "already_correct",
      T("Get kubectl credentials for the prod AKS cluster.",
        """```sh
az aks get-credentials --resource-group rg-loamly-prod --name aks-lmy-prd-sdc
kubelogin convert-kubeconfig -l azurecli
```""",
        "RG is rg-lmy-iot-prd-sdc, rg-loamly-prod doesn't exist. The cluster name aks-lmy-prd-sdc is right.",
        "rg-loamly-prod", "rg-lmy-iot-prd-sdc"),
      R("List the Key Vault and storage accounts in the prod resource group.",
        r"""```sh
az resource list --resource-group rg-loamly-prod \
  --query "[?type=='Microsoft.KeyVault/vaults' || type=='Microsoft.Storage/storageAccounts'].name" -o tsv
```""",
        ["--resource-group rg-lmy-iot-prd-sdc"],
        ["rg-loamly-prod"]),
      C("Deploy the Bicep template for the ingest resources to prod.",
        r"""```sh
az deployment group create \
  --resource-group rg-lmy-iot-prd-sdc \
  --template-file infra/ingest.bicep \
  --parameters env=prd
```"""),
      fix=[("rg-loamly-prod", "rg-lmy-iot-prd-sdc")],
      holds="--resource-group rg-lmy-iot-prd-sdc"),

    # ------------------------------------------------------------------ 048
    S("h25-048", "decoded-moisture-field", "literal", "reworded", "same_topic",
      T("Which JSON field in the decoded uplink does the moisture panel in the app read?",
        """The panel reads `moisture_pct` from the decoded object (the codec output stored with each reading), plotted as % VWC with the irrigation threshold drawn as a line on top.""",
        "it's vwc_pct. moisture_pct was renamed in the codec months ago",
        "moisture_pct", "vwc_pct"),
      R("A farmer says the moisture chart is empty. What field should I check in the raw uplink?",
        """Check that the decoded object has a `moisture_pct` value. If the codec failed, ChirpStack stores the uplink without an object and the app has nothing to plot.""",
        ["vwc_pct"],
        ["moisture_pct"]),
      C("What unit is soil_temp_c in the decoded uplink, and how precise is it?",
        """Degrees Celsius with two decimals: the probe sends an int16 in hundredths of a degree and the codec divides by 100, so −3.25 °C arrives as −325 before decoding."""),
      fix=[("moisture_pct", "vwc_pct")]),

    # ------------------------------------------------------------------ 049
    S("h25-049", "pydantic-from-attributes", "paraphrase", "renamed_identifier", "same_topic",
      T("Response model for a probe, built straight from the SQLAlchemy Probe object in the admin API.",
        """```python
class ProbeOut(BaseModel):
    dev_eui: str
    farm_id: str
    installed_at: datetime

    class Config:
        orm_mode = True
```
Then `ProbeOut.model_validate(probe)` works on the ORM instance.""",
        "pydantic 2 again: model_config = ConfigDict(from_attributes=True). orm_mode is the v1 name and only gives a warning.",
        "class Config:\n        orm_mode = True", "model_config = ConfigDict(from_attributes=True)"),
      R("Same for the farm model in the admin API.",
        """```python
class FarmOut(BaseModel):
    farm_id: str
    name: str
    region: str

    class Config:
        orm_mode = True
```""",
        ["from_attributes=True"],
        ["orm_mode"]),
      C("How do I leave out None fields when returning ProbeOut?",
        """Set `response_model_exclude_none=True` on the route, or dump it yourself with `probe_out.model_dump(exclude_none=True)`."""),
      fix=[("class Config:\n        orm_mode = True", "model_config = ConfigDict(from_attributes=True)")]),

    # ------------------------------------------------------------------ 050
    S("h25-050", "aware-utc-timestamps", "paraphrase", "renamed_identifier", "lookalike",
      T("Stamp each reading with received_at when the ingest worker dequeues it.",
        """```python
from datetime import datetime

reading.received_at = datetime.utcnow()
```""",
        "utcnow() gives a naive datetime (and is deprecated in 3.12). We need aware ones for timestamptz: datetime.now(timezone.utc).",
        "datetime.utcnow()", "datetime.now(timezone.utc)"),
      R("Also record when the config downlink was queued.",
        """```python
from datetime import datetime as dt

downlink.queued_at = dt.utcnow()
await repo.save_downlink(downlink)
```""",
        [r"re:dt\.now\((timezone\.utc|UTC)\)"],
        [r"re:\.utcnow\(\)"]),
      C("Column default for received_at in the readings table.",
        """```sql
ALTER TABLE soil_readings
    ALTER COLUMN received_at SET DEFAULT now();
```
`now()` returns the transaction start as timestamptz, so the stored value is an absolute instant whatever the session time zone."""),
      fix=[("from datetime import datetime as dt", "from datetime import datetime as dt, timezone"),
           ("dt.utcnow()", "dt.now(timezone.utc)")],
      holds="SET DEFAULT now()", look="now()"),

    # ------------------------------------------------------------------ 051
    S("h25-051", "dart-logging-not-print", "paraphrase", "renamed_identifier", "unrelated",
      T("Log sync failures in the offline sync service of the Flutter app.",
        """```dart
try {
  await _api.pushPendingReadings(batch);
} catch (e, st) {
  print('sync failed for ${batch.length} readings: $e');
  rethrow;
}
```""",
        "No print in the app: avoid_print is on in our analysis_options and it never reaches Crashlytics. Use the shared logger, _log.warning(message, e, st).",
        "print('sync failed for ${batch.length} readings: $e');",
        "_log.warning('sync failed for ${batch.length} readings', e, st);"),
      R("Handle errors when uploading a field photo.",
        """```dart
try {
  await _photos.upload(fieldId, file);
} catch (err, stack) {
  print('photo upload failed for $fieldId: $err');
  _showRetrySnackbar();
}
```""",
        [r"re:_log\.(warning|severe)\("],
        [r"re:\bprint\("]),
      C("Azure: how do I find which region an existing resource group is in?",
        """```sh
az group show --name rg-lmy-iot-prd-sdc --query location -o tsv
```
It prints the location name, for example `swedencentral`."""),
      fix=[("print('photo upload failed for $fieldId: $err');",
            "_log.warning('photo upload failed for $fieldId', err, stack);")]),

    # ------------------------------------------------------------------ 052
    S("h25-052", "flutter-map-latlng-order", "paraphrase", "reordered_args", "same_topic",
      T("flutter_map marker for each probe on the field screen.",
        """```dart
MarkerLayer(
  markers: [
    for (final p in probes)
      Marker(
        point: LatLng(p.lon, p.lat),
        width: 32,
        height: 32,
        child: ProbeDot(status: p.status),
      ),
  ],
)
```""",
        "isn't LatLng (latitude, longitude)? should be LatLng(p.lat, p.lon), right now the probes show up in the Indian Ocean",
        "LatLng(p.lon, p.lat)", "LatLng(p.lat, p.lon)"),
      R("Centre the map on the farm's centroid when the screen opens.",
        """```dart
FlutterMap(
  options: MapOptions(
    initialCenter: LatLng(farm.centroidLng, farm.centroidLat),
    initialZoom: 15,
  ),
  children: [tiles, probeMarkers],
)
```""",
        ["LatLng(farm.centroidLat, farm.centroidLng)"],
        [r"re:LatLng\(\s*farm\.centroidLng"]),
      C("Fit the map to all probes of a field.",
        """```dart
final bounds = LatLngBounds.fromPoints([for (final p in probes) p.position]);
_mapController.fitCamera(CameraFit.bounds(bounds: bounds, padding: const EdgeInsets.all(32)));
```
`p.position` is already a `LatLng`, built when the probe list is loaded."""),
      fix=[("LatLng(farm.centroidLng, farm.centroidLat)", "LatLng(farm.centroidLat, farm.centroidLng)")]),

    # ------------------------------------------------------------------ 053
    S("h25-053", "postgis-makepoint-order", "paraphrase", "reordered_args", "lookalike",
      T("SQL to set the geom column of probes from the install lat/lon columns (PostGIS in the same Timescale database).",
        """```sql
UPDATE probes
SET geom = ST_SetSRID(ST_MakePoint(lat, lon), 4326)
WHERE geom IS NULL;
```""",
        "ST_MakePoint is (x, y), i.e. (lon, lat). Make it ST_MakePoint(lon, lat).",
        "ST_MakePoint(lat, lon)", "ST_MakePoint(lon, lat)"),
      R("Load the gateway positions from the import table into gateways.",
        """```sql
INSERT INTO gateways (gateway_id, farm_id, geom)
SELECT gateway_id, farm_id, ST_SetSRID(ST_MakePoint(latitude, longitude), 4326)
FROM gateway_import;
```""",
        ["ST_MakePoint(longitude, latitude)"],
        [r"re:ST_MakePoint\(\s*latitude"]),
      C("Export the probe positions as CSV for the agronomists.",
        r"""```sql
\copy (SELECT dev_eui, lat, lon FROM probes ORDER BY dev_eui) TO 'probes.csv' CSV HEADER
```
The agronomists' spreadsheets expect latitude first, so the columns stay in lat, lon order."""),
      fix=[("ST_MakePoint(latitude, longitude)", "ST_MakePoint(longitude, latitude)")],
      holds="SELECT dev_eui, lat, lon FROM probes", look="lat, lon"),

    # ------------------------------------------------------------------ 054
    S("h25-054", "android-min-sdk", "paraphrase", "equivalent_construct", "already_correct",
      T("android/app/build.gradle defaultConfig for the Loamly Field app.",
        """```groovy
defaultConfig {
    applicationId "io.loamly.field"
    minSdkVersion 21
    targetSdkVersion 34
    versionCode flutterVersionCode.toInteger()
    versionName flutterVersionName
}
```""",
        "minSdk is 24 for us, flutter_blue_plus and the map SDK both need it: minSdkVersion 24. targetSdk 34 is right.",
        "minSdkVersion 21", "minSdkVersion 24"),
      R("We migrated to build.gradle.kts; give me the defaultConfig block.",
        """```kotlin
defaultConfig {
    applicationId = "io.loamly.field"
    minSdk = 21
    targetSdk = 34
    versionCode = flutter.versionCode
    versionName = flutter.versionName
}
```""",
        ["minSdk = 24"],
        [r"re:minSdk(Version)?\s*=?\s*21\b"]),
      C("Why does the Play Console say the app supports Android 7.0 and up?",
        """Because of `minSdk = 24` in `android/app/build.gradle.kts`: API level 24 is Android 7.0 (Nougat), so Play lists 7.0 as the minimum."""),
      fix=[("minSdk = 21", "minSdk = 24")],
      holds="API level 24 is Android 7.0", right=["minSdk = 24"]),

    # ------------------------------------------------------------------ 055
    S("h25-055", "standard-uplink-interval", "paraphrase", "equivalent_construct", "unrelated",
      T("Build the config downlink that sets a probe's uplink interval to our standard.",
        """```python
interval_s = 900
payload = bytes([0x01]) + interval_s.to_bytes(2, "big")
await enqueue_downlink(dev_eui, f_port=10, data=payload, confirmed=False)
```
Opcode 0x01 sets the measurement interval; the probe acks on fPort 10.""",
        "Standard is 20 minutes (1200 s), not 15. Fifteen minutes was killing batteries on the Zeeland farms.",
        "interval_s = 900", "interval_s = 1200"),
      R("Reset the interval on the probes we set to 5 minutes during the trial.",
        """```python
STANDARD_INTERVAL = 15 * 60  # seconds
for eui in trial_euis:
    await enqueue_downlink(eui, f_port=10, data=bytes([0x01]) + STANDARD_INTERVAL.to_bytes(2, "big"),
                           confirmed=False)
```""",
        [r"re:20 \* 60|\b1200\b"],
        [r"re:15 \* 60|\b900\b"]),
      C("How do I open the Key Vault firewall for my IP temporarily?",
        """```sh
az keyvault network-rule add --name kvlmyprdsdc01 --ip-address "$(curl -s https://ifconfig.me)/32"
```
Remove it afterwards with `az keyvault network-rule remove` and the same arguments."""),
      fix=[("15 * 60", "20 * 60")]),

    # ------------------------------------------------------------------ 056
    S("h25-056", "h3-heatmap-resolution", "paraphrase", "equivalent_construct", "lookalike",
      T("Aggregate the latest moisture per H3 cell for the farm heatmap.",
        """```python
HEATMAP_RES = 7
df["cell"] = [h3.latlng_to_cell(lat, lng, HEATMAP_RES) for lat, lng in zip(df.lat, df.lng)]
heat = df.groupby("cell", as_index=False)["vwc_pct"].mean()
```""",
        "Field heatmaps are res 9 (about 0.1 km² a cell); res 7 cells are bigger than most of our farms. Use 9.",
        "HEATMAP_RES = 7", "HEATMAP_RES = 9"),
      R("Roll the latest readings up to H3 cells in SQL with h3-pg for the heatmap endpoint.",
        """```sql
SELECT h3_lat_lng_to_cell(geom, 7) AS cell, avg(vwc_pct) AS vwc_pct
FROM latest_readings
GROUP BY cell;
```""",
        [r"re:h3_lat_lng_to_cell\([^)]*,\s*9\)"],
        [r"re:h3_lat_lng_to_cell\([^)]*,\s*7\)"]),
      C("Which H3 resolution do we key the weather cache on?",
        """```python
# Open-Meteo's model grid is ~2 km, so one weather fetch per res-7 cell is plenty
WEATHER_RES = 7
cache_key = f"wx:{h3.latlng_to_cell(farm.lat, farm.lng, WEATHER_RES)}"
```"""),
      fix=[("geom, 7)", "geom, 9)")],
      holds="WEATHER_RES = 7", look="RES = 7"),

    # ------------------------------------------------------------------ 057
    S("h25-057", "geojson-crs-member", "semantic", "prose_claim", "same_topic",
      T("The Dutch land registry gives field boundaries in RD New. Can we serve those coordinates to the app as GeoJSON directly?",
        """Yes. Add a `crs` member to the FeatureCollection, `"crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::28992"}}`, and GeoJSON clients will interpret the coordinates as RD New. That saves reprojecting on the server.""",
        "RFC 7946 dropped the crs member. GeoJSON is always WGS84 lon/lat and flutter_map (like most parsers) ignores crs, so reproject to EPSG:4326 on the server.",
        "Yes. Add a `crs` member to the FeatureCollection",
        "No. RFC 7946 GeoJSON is always WGS84 (EPSG:4326) lon/lat with no `crs` member; reproject on the server"),
      R("Can the partner send us field polygons as GeoJSON in UTM 31N coordinates if they declare it?",
        """Yes, as long as they declare it: GeoJSON supports a `crs` member, so a FeatureCollection with `"crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::32631"}}` is valid and we can read the UTM coordinates as they are.""",
        [r"re:(?i)(RFC 7946|WGS ?84|EPSG:4326)"],
        [r"re:(?i)GeoJSON supports a `?crs`? member", r"re:(?i)\bis valid\b"]),
      C("How precise should the coordinates be in the field GeoJSON we send to the app?",
        """Six decimal places is plenty: in degrees that's about 11 cm at the equator, well below the accuracy of the boundary survey. Rounding also cuts the payload size noticeably for large farms."""),
      fix=[(WHOLE, "No. RFC 7946 removed the `crs` member: GeoJSON coordinates are always WGS84 (EPSG:4326) longitude/latitude. Ask them to reproject before sending, or take UTM in a separate, non-GeoJSON format and convert it ourselves.")]),

    # ------------------------------------------------------------------ 058
    S("h25-058", "key-vault-soft-delete", "semantic", "prose_claim", "lookalike",
      T("Can we turn off soft delete on the prod Key Vault so Bicep redeploys don't trip over deleted vault names?",
        """Yes. Set `enableSoftDelete: false` in the vault's Bicep properties and redeploy; deleted vaults and secrets are then removed immediately, so the name is free for the next deployment.""",
        "Soft delete can't be turned off any more, Azure made it mandatory for every vault. What's optional is purge protection (ours is on). For name clashes, purge the deleted vault or pick a new name.",
        "Yes. Set `enableSoftDelete: false` in the vault's Bicep properties and redeploy",
        "No. Soft delete is mandatory on all Key Vaults and can't be disabled; only purge protection is optional (and ours is on)"),
      R("A secret was deleted by mistake in kvlmyprdsdc01 yesterday. Can we get it back?",
        """Probably not. Unless someone enabled soft delete on the vault, deleted secrets are removed immediately, so you'll need to recreate it from the source system (for the TimescaleDB password, reset it on the server and store the new value).""",
        [r"re:(?i)recover"],
        [r"re:(?i)unless someone enabled soft delete", r"re:(?i)removed immediately"]),
      C("Bicep properties for the new staging Key Vault.",
        """```bicep
properties: {
  tenantId: subscription().tenantId
  sku: { family: 'A', name: 'standard' }
  enableRbacAuthorization: true
  enableSoftDelete: true
  softDeleteRetentionInDays: 90
  enablePurgeProtection: true
}
```"""),
      fix=[(WHOLE, "Yes. Soft delete is always on for Key Vault, so the secret can be recovered within the retention period: `az keyvault secret recover --vault-name kvlmyprdsdc01 --name <secret-name>`.")],
      holds="enableSoftDelete: true", look="enableSoftDelete"),

    # ------------------------------------------------------------------ 059
    S("h25-059", "eu868-duty-cycle", "semantic", "reworded", "same_topic",
      T("Could we send SP-3 uplinks every minute during the irrigation trial, at SF10?",
        """Sure. EU868 has no duty-cycle limit on the default channels, so the only cost is battery: at SF10 an 11-byte uplink is about 370 ms of airtime, fine once a minute for a short trial.""",
        "There is a limit: EU868 is 1% duty cycle on those channels, i.e. 36 s of airtime per hour. 370 ms a minute is about 22 s an hour so it does fit, but not because there's no limit.",
        "EU868 has no duty-cycle limit on the default channels",
        "EU868 limits each device to a 1% duty cycle on the default channels (36 s of airtime per hour)"),
      R("For the firmware update over the air we'd push lots of downlink fragments from one gateway. Any regulatory limit?",
        """Not in EU868: there's no duty-cycle restriction on the default 868 MHz channels, so the gateway can send the fragments back to back; only the probes' battery and the session length limit how fast it goes.""",
        [r"re:(?i)\b(1|10) ?%"],
        [r"re:(?i)no duty[- ]cycle (restriction|limit)", r"re:(?i)back to back"]),
      C("How much airtime does one SP-3 measurement uplink take at SF7?",
        """About 62 ms: 11 bytes of payload plus 13 bytes of LoRaWAN overhead at SF7/125 kHz. At SF12 the same frame takes roughly 1.5 s, which is why ADR pushing probes down to lower spreading factors saves so much battery."""),
      fix=[(WHOLE, "Yes. EU868 gateways are duty-cycle limited too: 1% on the default 868.1–868.5 MHz channels and 10% on the 869.525 MHz RX2 channel, so the fragments have to be spaced out; FUOTA sessions are paced to stay within that budget.")]),

    # ------------------------------------------------------------------ 060
    S("h25-060", "aks-workload-identity", "semantic", "reworded", "already_correct",
      T("How does furrow-ingest on AKS get the TimescaleDB password from Key Vault?",
        """Through AAD Pod Identity: the `AzureIdentityBinding` maps the pod label `aadpodidbinding: furrow-ingest` to a user-assigned managed identity, and the NMI daemonset hands the pod a token for Key Vault when the Azure SDK asks for one.""",
        "We never used pod identity (it's deprecated anyway). It's Microsoft Entra Workload ID: the furrow-ingest service account is federated with the managed identity, and the Key Vault CSI driver mounts the secret.",
        "Through AAD Pod Identity: the `AzureIdentityBinding` maps the pod label `aadpodidbinding: furrow-ingest` to a user-assigned managed identity, and the NMI daemonset hands the pod a token for Key Vault when the Azure SDK asks for one.",
        "Through Microsoft Entra Workload ID: the furrow-ingest service account is federated with a user-assigned managed identity, and the Key Vault CSI driver mounts the secret into the pod."),
      R("The new weather-sync CronJob needs the Open-Meteo key from Key Vault. What do I add to its pod spec?",
        """Add the pod-identity binding label so NMI can issue it a token:

```yaml
metadata:
  labels:
    aadpodidbinding: weather-sync
```
and create an `AzureIdentity` plus an `AzureIdentityBinding` for a managed identity with `Key Vault Secrets User` on the vault.""",
        [r"re:azure\.workload\.identity/use"],
        [r"re:aadpodidbinding", r"re:AzureIdentityBinding"]),
      C("What's the federated credential command for the furrow-ingest service account?",
        r"""```sh
az identity federated-credential create \
  --name furrow-ingest-fic \
  --identity-name id-furrow-ingest-prd \
  --resource-group rg-lmy-iot-prd-sdc \
  --issuer "$AKS_OIDC_ISSUER" \
  --subject system:serviceaccount:ingest:furrow-ingest \
  --audience api://AzureADTokenExchange
```
The pod template also needs the `azure.workload.identity/use: "true"` label."""),
      fix=[(WHOLE, """Use workload identity: run the job under a service account federated with a managed identity that has `Key Vault Secrets User` on the vault, and label the pod:

```yaml
serviceAccountName: weather-sync
metadata:
  labels:
    azure.workload.identity/use: "true"
```
then mount the key through the Key Vault CSI driver with a `SecretProviderClass`.""")],
      holds="--subject system:serviceaccount:ingest:furrow-ingest",
      right=[r"re:azure\.workload\.identity/use"]),
]
