#!/usr/bin/env python3
"""dev45: hand-written learning-loop scenarios on geospatial / mapping work.

Holds the scenarios, validates them, and regenerates scenarios.jsonl and README.md
next to this file.  Standard library only:

    python3 eval/dev45/build.py
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
VARIATION = {"reworded": 15, "code_block": 18, "casing": None, "other_identifier": None,
             "renamed_identifier": None, "prose_claim": None, "equivalent_construct": None,
             "reordered_args": None}

S = []


def sc(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    """teach = (query, output, message, gold_wrong, gold_right)
    repeat = (query, output, expect_contains, expect_absent)
    control = (query, output)
    fix = [(old, new), ...] turning repeat.output into a correct answer
    holds = text the control must contain (lookalike / already_correct)"""
    S.append({
        "id": "d45-%03d" % id, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "_fix": fix, "_holds": holds,
    })


# --------------------------------------------------------------------------- data
sc(1, "postgis", "literal", "casing", "lookalike",
   ("How do I add a spatial index on the geom column of my roads table?",
    "Create a GIN index on it:\n```sql\nCREATE INDEX roads_geom_idx ON roads USING gin (geom);\n```\nThen run `ANALYZE roads;` so the planner starts using it.",
    "spatial indexes on geometry are GiST, not GIN",
    "USING gin (geom)", "USING gist (geom)"),
   ("ST_Intersects on buildings.geom is doing a seq scan, what index do I need?",
    "Add a spatial index and re-analyze:\n```sql\ncreate index buildings_geom_idx on buildings using GIN (geom);\nanalyze buildings;\n```",
    [r"re:(?i)using\s+gist\s*\(\s*geom\s*\)"],
    [r"re:(?i)using\s+gin\s*\(\s*geom"]),
   ("How do I index the jsonb tags column on buildings so @> queries are fast?",
    "Use a GIN index, which is what jsonb containment queries need:\n```sql\nCREATE INDEX buildings_tags_idx ON buildings USING gin (tags);\n```"),
   [("using GIN (geom)", "using GIST (geom)")], holds="USING gin (")

sc(2, "postgis", "paraphrase", "reordered_args", "lookalike",
   ("Insert a store at lat 52.5200, lon 13.4050 into my stores table (geom is geometry(Point,4326)).",
    "```sql\nINSERT INTO stores (name, geom)\nVALUES ('Mitte', ST_SetSRID(ST_MakePoint(52.5200, 13.4050), 4326));\n```",
    "ST_MakePoint is x,y so longitude goes first -> ST_MakePoint(13.4050, 52.5200)",
    "ST_MakePoint(52.5200, 13.4050)", "ST_MakePoint(13.4050, 52.5200)"),
   ("how do I build a 4326 point in PostGIS from latitude 48.8566 / longitude 2.3522?",
    "Wrap ST_MakePoint in ST_SetSRID: `SELECT ST_SetSRID(ST_MakePoint(48.8566, 2.3522), 4326);`",
    [r"re:ST_(Make)?Point\(\s*2\.3522\s*,\s*48\.8566\s*\)"],
    [r"re:ST_(Make)?Point\(\s*48\.8566"]),
   ("Give me a Google Maps link that drops a pin on the Louvre area at 48.8566, 2.3522.",
    "Use the Maps URLs API, which takes `lat,lng`: https://www.google.com/maps/search/?api=1&query=48.8566,2.3522"),
   [("ST_MakePoint(48.8566, 2.3522)", "ST_MakePoint(2.3522, 48.8566)")], holds="48.8566")

sc(3, "crs", "literal", "reworded", "lookalike",
   ("Which EPSG code are standard slippy-map tiles in?",
    "Slippy-map tiles are in Web Mercator, EPSG:4326, so reproject your data to that before you cut tiles.",
    "Web Mercator is 3857. 4326 is plain WGS84 lat/lon.",
    "Web Mercator, EPSG:4326", "Web Mercator, EPSG:3857"),
   ("what projection do OSM-style XYZ raster tiles use?",
    "They're in Web Mercator, EPSG:4326 - the same grid OSM, Google and Bing use for their raster tiles.",
    ["3857"],
    [r"re:Mercator,?\s*\(?EPSG:4326"]),
   ("What CRS are GeoJSON coordinates in?",
    "RFC 7946 GeoJSON is always WGS 84 longitude/latitude, i.e. EPSG:4326 (strictly OGC:CRS84 axis order)."),
   [("EPSG:4326", "EPSG:3857")], holds="EPSG:4326")

sc(4, "geojson", "literal", "code_block", "lookalike",
   ("Give me a GeoJSON Feature for a point at the Brandenburg Gate (52.5163 N, 13.3777 E).",
    "```json\n{\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [52.5163, 13.3777]}, \"properties\": {\"name\": \"Brandenburger Tor\"}}\n```",
    "geojson is lon,lat - should be [13.3777, 52.5163]",
    "[52.5163, 13.3777]", "[13.3777, 52.5163]"),
   ("write just the geometry for the Brandenburg Gate as GeoJSON",
    "```json\n{\"type\": \"Point\", \"coordinates\": [52.5163, 13.3777]}\n```",
    [r"re:\[\s*13\.3777\s*,\s*52\.5163\s*\]"],
    [r're:coordinates"\s*:\s*\[\s*52\.5163']),
   ("How far is the Brandenburg Gate from the Reichstag? I have geopy installed.",
    "```python\nfrom geopy.distance import geodesic\ngeodesic((52.5163, 13.3777), (52.5186, 13.3762)).m\n```\ngeopy takes `(lat, lon)` tuples, so this is right as written; it comes out at roughly 275 m."),
   [("[52.5163, 13.3777]", "[13.3777, 52.5163]")], holds="52.5163, 13.3777")

sc(5, "gdal", "paraphrase", "reordered_args", "lookalike",
   ("Convert parcels.shp to a GeoPackage with ogr2ogr.",
    "`ogr2ogr -f GPKG parcels.shp parcels.gpkg` - source first, then the output file.",
    "other way round, ogr2ogr wants the destination first: ogr2ogr -f GPKG parcels.gpkg parcels.shp",
    "ogr2ogr -f GPKG parcels.shp parcels.gpkg", "ogr2ogr -f GPKG parcels.gpkg parcels.shp"),
   ("turn zoning.geojson into a shapefile with ogr2ogr",
    "Run:\n```sh\nogr2ogr -f \"ESRI Shapefile\" zoning.geojson zoning_shp/\n```\nThe driver creates zoning_shp/ with the .shp, .shx, .dbf and .prj inside.",
    [r"re:ogr2ogr[^\n]*\s(zoning_shp/?\S*|\S*\.shp)\s+zoning\.geojson"],
    [r"re:ogr2ogr[^\n]*\szoning\.geojson\s+zoning_shp"]),
   ("How do I compare the size of parcels.shp with the GeoPackage I made from it?",
    "`ls -lh parcels.shp parcels.gpkg` - keep in mind the .shp holds only the geometry; the attributes are in parcels.dbf, so add that in for a fair comparison."),
   [("zoning.geojson zoning_shp/", "zoning_shp/ zoning.geojson")], holds="parcels.shp parcels.gpkg")

sc(6, "gdal", "literal", "code_block", "same_topic",
   ("Reproject roads.gpkg from 4326 to UTM 33N (EPSG:32633) with ogr2ogr.",
    "```sh\nogr2ogr -f GPKG roads_utm.gpkg roads.gpkg -s_srs EPSG:32633\n```\nThat writes the layer in UTM 33N.",
    "-s_srs only overrides the source SRS, it doesn't reproject anything. You want -t_srs EPSG:32633",
    "-s_srs EPSG:32633", "-t_srs EPSG:32633"),
   ("ogr2ogr command to put rivers.shp into UTM zone 33N",
    "```sh\nogr2ogr rivers_32633.shp rivers.shp -s_srs EPSG:32633\n```",
    ["-t_srs EPSG:32633"],
    ["-s_srs EPSG:32633"]),
   ("How do I check which CRS a layer in roads.gpkg is in?",
    "`ogrinfo -so roads.gpkg roads` prints the layer summary, including the Layer SRS WKT and its EPSG ID."),
   [("-s_srs EPSG:32633", "-t_srs EPSG:32633")])

sc(7, "gdal", "semantic", "prose_claim", "lookalike",
   ("How do I reproject a GeoTIFF from EPSG:4326 to EPSG:3857?",
    "Use `gdal_translate -a_srs EPSG:3857 in.tif out_3857.tif`; it reprojects the raster into Web Mercator.",
    "Hmm, I think -a_srs only assigns the CRS without touching the pixels? Reprojecting would be gdalwarp -t_srs EPSG:3857.",
    "gdal_translate -a_srs EPSG:3857 in.tif out_3857.tif", "gdalwarp -t_srs EPSG:3857 in.tif out_3857.tif"),
   ("can gdal_translate change a raster's projection?",
    "Yes - pass `-a_srs` with the target code, e.g. `-a_srs EPSG:3857`, and gdal_translate reprojects the pixels into the new CRS.",
    ["gdalwarp"],
    [r"re:(?i)gdal_translate reprojects"]),
   ("My GeoTIFF came without a CRS but I know it's EPSG:3857. How do I set it?",
    "That's exactly what `-a_srs` is for: `gdal_translate -a_srs EPSG:3857 raw.tif tagged.tif` writes the CRS into the file without resampling any pixels."),
   [("Yes - pass `-a_srs` with the target code, e.g. `-a_srs EPSG:3857`, and gdal_translate reprojects the pixels into the new CRS.",
     "No - `-a_srs` only assigns a CRS and leaves the pixels alone; to reproject use `gdalwarp -t_srs EPSG:3857 in.tif out.tif`.")],
   holds="gdal_translate -a_srs EPSG:3857")

sc(8, "shapefile", "literal", "reworded", "lookalike",
   ("Why did my column population_density get renamed when I exported to shapefile?",
    "The dBase (.dbf) file behind a shapefile caps field names at 12 characters, so the driver shortened it on export.",
    "dbf field names max out at 10 chars, not 12",
    "12 characters", "10 characters"),
   ("what's the max length of a shapefile column name?",
    "Shapefile field names can be at most 12 characters because of the dBase format; anything longer is truncated on export.",
    [r"re:\b10\b"],
    [r"re:(?i)names?[^.]*(at most|limit|max|cap)[^.]*12 char"]),
   ("How long can the values in the PARCEL_NO field of parcels.shp be?",
    "`ogrinfo -so parcels.shp parcels` lists `PARCEL_NO: String (12.0)`, so that field is 12 characters wide; the dbf itself allows string widths up to 254."),
   [("12 characters", "10 characters")], holds="12 characters")

sc(9, "shapefile", "literal", "casing", "same_topic",
   ("Which of the shapefile sidecar files holds the projection?",
    "The projection is stored in the .shx file; the .dbf has the attributes and the .shp the geometry.",
    "it's the .prj. .shx is the shape index",
    "in the .shx file", "in the .prj file"),
   ("QGIS says my shapefile has no CRS - which file did I forget to copy?",
    "Probably the one holding the projection, which lives in the .SHX file - check that PARCELS.SHX was copied along with the rest.",
    [r"re:(?i)\.prj"],
    [r"re:(?i)projection[^.]*\.shx"]),
   ("What's the .cpg file next to my shapefile?",
    "The .cpg file declares the code page of the .dbf attributes, e.g. `UTF-8`; without it readers have to guess the encoding."),
   [("in the .SHX file - check that PARCELS.SHX", "in the .PRJ file - check that PARCELS.PRJ")])

sc(10, "postgis", "paraphrase", "other_identifier", "lookalike",
   ("parcels.geom is SRID 4326 and I need EPSG:3857 for a tile query.",
    "Use `ST_SetSRID(geom, 3857)` in the select, e.g. `SELECT id, ST_SetSRID(geom, 3857) AS geom FROM parcels;`.",
    "ST_SetSRID just relabels the SRID, the coordinates stay in degrees. Use ST_Transform(geom, 3857).",
    "ST_SetSRID(geom, 3857)", "ST_Transform(geom, 3857)"),
   ("convert the lake outlines to Swiss LV95 (EPSG:2056) in a query",
    "`SELECT lake_id, ST_SetSRID(shape, 2056) AS shape FROM lakes;` gives you the outlines in LV95.",
    [r"re:ST_Transform\(\s*shape\s*,\s*2056\s*\)"],
    [r"re:ST_SetSRID\(\s*shape\s*,\s*2056"]),
   ("I loaded sensor points from CSV with ST_MakePoint and they have SRID 0, but the x/y values are already Web Mercator meters. How do I fix the SRID?",
    "Then you only need to label them: `UPDATE sensors SET geom = ST_SetSRID(geom, 3857);` - ST_Transform would refuse to work on SRID 0 anyway."),
   [("ST_SetSRID(shape, 2056)", "ST_Transform(shape, 2056)")], holds="ST_SetSRID(geom, 3857)")

sc(11, "postgis", "semantic", "prose_claim", "same_topic",
   ("I run SELECT ST_Distance(a.geom, b.geom) with both columns in 4326. What unit is the result?",
    "ST_Distance always returns meters, regardless of the SRID, so you can compare the value against 500 directly.",
    "That's only true for geography. On geometry in 4326 ST_Distance gives degrees - cast to ::geography if you want meters.",
    "ST_Distance always returns meters", "ST_Distance returns degrees for geometry in 4326; cast to geography for meters"),
   ("what unit does PostGIS give distances in for lon/lat geometry columns?",
    "PostGIS reports distance in meters no matter which SRID the geometry uses, so `ST_Distance(h.geom, s.geom) < 500` means within 500 m.",
    [r"re:(?i)degree|geography"],
    [r"re:(?i)meters no matter", r"re:(?i)regardless of the SRID"]),
   ("How do I get the length of road 7 in meters when geom is 4326?",
    "Cast to geography: `SELECT ST_Length(geom::geography) FROM roads WHERE id = 7;` returns meters measured on the WGS 84 spheroid."),
   [("PostGIS reports distance in meters no matter which SRID the geometry uses, so `ST_Distance(h.geom, s.geom) < 500` means within 500 m.",
     "For geometry in SRID 4326 PostGIS reports distance in degrees; cast to geography for meters, so `ST_Distance(h.geom::geography, s.geom::geography) < 500` means within 500 m.")])

sc(12, "tiles", "literal", "code_block", "lookalike",
   ("Add an OpenStreetMap base layer to my Leaflet map.",
    "```js\nL.tileLayer('https://tile.openstreetmap.org/{z}/{y}/{x}.png', {\n  maxZoom: 19,\n  attribution: '&copy; OpenStreetMap contributors'\n}).addTo(map);\n```",
    "x and y are swapped - it's {z}/{x}/{y}",
    "{z}/{y}/{x}", "{z}/{x}/{y}"),
   ("tile layer snippet for our self-hosted basemap at https://tiles.example.org/basemap",
    "```js\nL.tileLayer('https://tiles.example.org/basemap/{z}/{y}/{x}.png', { maxZoom: 18 }).addTo(map);\n```",
    ["basemap/{z}/{x}/{y}"],
    ["basemap/{z}/{y}/{x}"]),
   ("Use Esri World Imagery as a Leaflet layer.",
    "```js\nL.tileLayer('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}', {\n  attribution: 'Tiles &copy; Esri'\n}).addTo(map);\n```\nArcGIS REST tile endpoints put the row before the column, so `{y}` comes before `{x}` here."),
   [("{z}/{y}/{x}", "{z}/{x}/{y}")], holds="{z}/{y}/{x}")

sc(13, "tiles", "paraphrase", "other_identifier", "same_topic",
   ("What's the highest zoom I can set for the standard OSM tile layer?",
    "tile.openstreetmap.org serves tiles up to zoom 22, so you can set `maxZoom: 22` on the layer.",
    "thanks! one thing though, tile.openstreetmap.org only goes to zoom 19, so maxZoom: 19 (add maxNativeZoom if you want to overzoom past that)",
    "maxZoom: 22", "maxZoom: 19"),
   ("OSM raster source for our MapLibre style.json, zoomable as far as the tiles go",
    "Add it to the style's sources:\n```json\n\"sources\": {\n  \"osm\": {\n    \"type\": \"raster\",\n    \"tiles\": [\"https://tile.openstreetmap.org/{z}/{x}/{y}.png\"],\n    \"tileSize\": 256,\n    \"maxzoom\": 22\n  }\n}\n```",
    [r're:"maxzoom"\s*:\s*19\b'],
    [r're:"maxzoom"\s*:\s*22']),
   ("What attribution does the OSM tile layer need?",
    "Show \"(c) OpenStreetMap contributors\" linked to https://www.openstreetmap.org/copyright; the tile usage policy also asks for a valid User-Agent or Referer."),
   [('"maxzoom": 22', '"maxzoom": 19')])

sc(14, "mapbox", "literal", "code_block", "lookalike",
   ("Initialize a Mapbox GL JS map centered on New York.",
    "```js\nconst map = new mapboxgl.Map({\n  container: 'map',\n  style: 'mapbox://styles/mapbox/streets-v12',\n  center: [40.7128, -74.0060],\n  zoom: 11\n});\n```",
    "Mapbox wants [lng, lat]: center: [-74.0060, 40.7128]",
    "center: [40.7128, -74.0060]", "center: [-74.0060, 40.7128]"),
   ("mapbox gl map that opens over Manhattan at zoom 12",
    "```js\nnew mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/light-v11', center: [40.7128, -74.0060], zoom: 12 });\n```",
    [r"re:center:\s*\[\s*-74\.0060?\s*,\s*40\.7128\s*\]"],
    [r"re:center:\s*\[\s*40\.7128"]),
   ("Same thing but in Leaflet.",
    "```js\nconst map = L.map('map').setView([40.7128, -74.0060], 11);\n```\nLeaflet takes `[lat, lng]`, so the order here is correct."),
   [("center: [40.7128, -74.0060]", "center: [-74.0060, 40.7128]")], holds="[40.7128, -74.0060]")

sc(15, "mapbox", "literal", "reworded", "same_topic",
   ("Add a layer that shades my neighborhoods GeoJSON polygons in Mapbox GL.",
    "After `map.addSource('hoods', { type: 'geojson', data: '/data/hoods.geojson' })`, add `map.addLayer({ id: 'hoods-fill', type: 'polygon', source: 'hoods', paint: { 'fill-color': '#3b82f6', 'fill-opacity': 0.4 } })`.",
    "there's no 'polygon' layer type in mapbox gl, use type: 'fill'",
    "type: 'polygon'", "type: 'fill'"),
   ("shade the flood zone polygons in translucent red in mapbox",
    "Add a layer with type: 'polygon' on the `flood` source, with `'fill-color': '#dc2626'` and `'fill-opacity': 0.35` in its paint.",
    [r"""re:type:\s*['"]fill['"]"""],
    [r"""re:type:\s*['"]polygon['"]"""]),
   ("How do I draw the neighborhood borders as lines on top of the fill?",
    "Add a second layer on the same source: `map.addLayer({ id: 'hoods-outline', type: 'line', source: 'hoods', paint: { 'line-color': '#1e3a8a', 'line-width': 1.5 } })`."),
   [("type: 'polygon'", "type: 'fill'")])

sc(16, "geojson", "semantic", "prose_claim", "lookalike",
   ("What winding order does RFC 7946 GeoJSON expect for polygons?",
    "RFC 7946 says exterior rings should be clockwise and holes counterclockwise.",
    "Other way round - exterior rings counterclockwise, holes clockwise (right-hand rule).",
    "exterior rings should be clockwise and holes counterclockwise",
    "exterior rings should be counterclockwise and holes clockwise"),
   ("my GeoJSON validator complains about ring orientation - which way should the outer ring go?",
    "Per the spec the outer boundary must wind clockwise, with any interior rings wound the opposite way.",
    [r"re:(?i)counter-?clockwise|anti-?clockwise"],
    [r"re:(?i)outer (boundary|ring) (must|should) (wind |be )?clockwise"]),
   ("Which ring orientation do ESRI shapefiles use?",
    "Shapefiles use the opposite convention to RFC 7946: outer rings are clockwise and holes are counterclockwise, which is why `ogr2ogr -lco RFC7946=YES` rewinds them when writing GeoJSON."),
   [("must wind clockwise, with any interior rings wound the opposite way.",
     "must wind counterclockwise, with any interior rings wound the opposite way (clockwise).")],
   holds="clockwise and holes")

sc(17, "geojson", "literal", "reworded", "same_topic",
   ("What Content-Type should my API return for GeoJSON responses?",
    "Return `Content-Type: application/vnd.geo+json`; that's the registered media type for GeoJSON.",
    "vnd.geo+json was the pre-RFC one. the registered type is application/geo+json",
    "application/vnd.geo+json", "application/geo+json"),
   ("which mime type should nginx send for .geojson files?",
    "Add `types { application/vnd.geo+json geojson; }` inside the location block so .geojson files go out with the GeoJSON media type.",
    ["application/geo+json"],
    ["vnd.geo+json"]),
   ("What media type should our vector tile endpoint send?",
    "Mapbox Vector Tiles are usually served as `application/vnd.mapbox-vector-tile`; some servers send `application/x-protobuf` instead, and clients accept either."),
   [("application/vnd.geo+json", "application/geo+json")])

sc(18, "crs", "literal", "reworded", "lookalike",
   ("Write a haversine distance function in Python.",
    "```python\nfrom math import radians, sin, cos, asin, sqrt\n\ndef haversine_km(lat1, lon1, lat2, lon2):\n    dlat, dlon = radians(lat2 - lat1), radians(lon2 - lon1)\n    a = sin(dlat / 2) ** 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(dlon / 2) ** 2\n    return 2 * 6378 * asin(sqrt(a))  # mean Earth radius in km\n```",
    "6378 is the equatorial radius. mean radius is 6371 km",
    "2 * 6378 * asin(sqrt(a))", "2 * 6371 * asin(sqrt(a))"),
   ("great-circle distance between two lat/lon points in km, python",
    "Use the haversine formula with the mean Earth radius of 6378 km: `d = 2 * 6378 * asin(sqrt(a))`, where `a` is the usual sin²/cos term.",
    ["6371"],
    [r"re:\b6378(?![\d.])"]),
   ("What are the WGS 84 ellipsoid parameters?",
    "WGS 84 has a semi-major axis a = 6378137 m (6378.137 km) and an inverse flattening 1/f = 298.257223563."),
   [("6378", "6371")], holds="6378")

sc(19, "crs", "paraphrase", "other_identifier", "lookalike",
   ("Roughly how many km is one degree of latitude?",
    "One degree of latitude is about 69 km everywhere on Earth.",
    "69 is miles. A degree of latitude is ~111 km.",
    "about 69 km", "about 111 km"),
   ("I'm adding a 0.5 degree margin around the city extent - how far is that north-south?",
    "Half a degree of latitude is about 34.5 km, since each degree is roughly 69 km.",
    [r"re:\b5[56](\.\d+)?\s*km"],
    [r"re:\b69 km", "34.5 km"]),
   ("How many miles is a degree of latitude?",
    "About 69 miles (roughly 111 km); it varies only slightly between the equator and the poles."),
   [("34.5 km", "55.5 km"), ("69 km", "111 km")], holds="69")

sc(20, "postgis", "literal", "code_block", "lookalike",
   ("Find the 5 hydrants nearest to a point in PostGIS.",
    "```sql\nSELECT id FROM hydrants\nORDER BY geom <#> ST_SetSRID(ST_MakePoint(-73.99, 40.73), 4326)\nLIMIT 5;\n```",
    "<#> is the bounding box distance, use <-> for real KNN odering",
    "ORDER BY geom <#>", "ORDER BY geom <->"),
   ("closest 3 bus stops to the user's location, postgis",
    "```sql\nSELECT stop_id, name FROM bus_stops\nORDER BY geom <#> :user_pt\nLIMIT 3;\n```",
    [r"re:geom\s*<->"],
    [r"re:geom\s*<#>"]),
   ("Rank our document embeddings by inner product with pgvector.",
    "```sql\nSELECT id FROM docs ORDER BY embedding <#> $1 LIMIT 5;\n```\n`<#>` returns the negative inner product, so ascending order puts the best matches first."),
   [("<#>", "<->")], holds="<#>")

sc(21, "crs", "literal", "casing", "lookalike",
   ("What's the EPSG code for NAD83 geographic coordinates?",
    "NAD83 latitude/longitude is EPSG:4267.",
    "4267 is NAD27! NAD83 is EPSG:4269",
    "EPSG:4267", "EPSG:4269"),
   ("how do I build a pyproj CRS for the county's NAD83 lat/lon data?",
    "```python\nfrom pyproj import CRS\nnad83 = CRS.from_user_input(\"epsg:4267\")  # NAD83 geographic\n```",
    [r"re:(?i)epsg:4269"],
    [r"re:(?i)epsg:4267\"?\)?\s*#\s*NAD83", r"re:(?i)NAD ?83\)?[^.\n]{0,20}4267"]),
   ("The old USGS quads are labelled NAD27. Which code is that, and how do I get to NAD83?",
    "NAD27 geographic is EPSG:4267; to move it to NAD83 (EPSG:4269) PROJ uses the NADCON grid shift, which it picks up once the grids are installed."),
   [("epsg:4267", "epsg:4269")], holds="EPSG:4267")

sc(22, "crs", "paraphrase", "other_identifier", "lookalike",
   ("EPSG code for WGS 84 / UTM zone 23S? The data is around Sao Paulo.",
    "That's EPSG:32623.",
    "southern hemisphere zones are 327xx, so 32723",
    "EPSG:32623", "EPSG:32723"),
   ("which EPSG code should I use for Johannesburg data in WGS84 UTM?",
    "Johannesburg falls in UTM zone 35S, which is EPSG:32635.",
    ["32735"],
    [r"re:35S[^.\n]*32635"]),
   ("Which EPSG code is UTM zone 35N for data from Finland?",
    "WGS 84 / UTM zone 35N is EPSG:32635; Finnish national data usually comes in ETRS-TM35FIN, EPSG:3067, instead."),
   [("32635", "32735")], holds="EPSG:32635")

sc(23, "gdal", "literal", "code_block", "same_topic",
   ("How do I make a Cloud Optimized GeoTIFF from ortho.tif?",
    "```sh\ngdal_translate ortho.tif ortho_cog.tif -of GTiff -co COG=YES -co COMPRESS=DEFLATE\n```",
    "There's no COG=YES creation option. Use the COG driver: -of COG (GDAL >= 3.1).",
    "-of GTiff -co COG=YES", "-of COG"),
   ("convert dem_2m.tif to a COG before it goes to s3",
    "```sh\ngdal_translate dem_2m.tif dem_2m_cog.tif -of GTiff -co COG=YES -co COMPRESS=LZW -co PREDICTOR=2\n```",
    ["-of COG"],
    ["COG=YES"]),
   ("How can I check that ortho_cog.tif really is a COG?",
    "Run `validate_cloud_optimized_geotiff.py ortho_cog.tif` from the GDAL samples, or look for `LAYOUT=COG` under Image Structure Metadata in the `gdalinfo` output."),
   [("-of GTiff -co COG=YES", "-of COG")])

sc(24, "gdal", "literal", "reworded", "same_topic",
   ("ogr2ogr into PostGIS fails with 'Geometry type (MultiPolygon) does not match column type (Polygon)'.",
    "Add `-nlt PROMOTE_MULTI` so the mixed Polygon/MultiPolygon features all load as MultiPolygon.",
    "PROMOTE_TO_MULTI",
    "-nlt PROMOTE_MULTI", "-nlt PROMOTE_TO_MULTI"),
   ("some shapefile features are multipart and the load into postgres breaks halfway, which ogr2ogr flag fixes that?",
    "Pass -nlt PROMOTE_MULTI to ogr2ogr; it upgrades single polygons to multipolygons so the column type stays consistent.",
    ["PROMOTE_TO_MULTI"],
    ["PROMOTE_MULTI"]),
   ("The table is already loaded as Polygon. How do I convert the column to MultiPolygon in place?",
    "`ALTER TABLE gis.parcels ALTER COLUMN geom TYPE geometry(MultiPolygon, 4326) USING ST_Multi(geom);` - it does in SQL what ogr2ogr's promotion does at load time."),
   [("PROMOTE_MULTI", "PROMOTE_TO_MULTI")])

sc(25, "postgis", "semantic", "equivalent_construct", "same_topic",
   ("I want the parcels that lie inside the flood zone.",
    "Use `ST_Within(fz.geom, p.geom)` in the join: `SELECT p.* FROM parcels p JOIN flood_zones fz ON ST_Within(fz.geom, p.geom);`",
    "you've got the args backwards, ST_Within(p.geom, fz.geom) = parcel within zone",
    "ST_Within(fz.geom, p.geom)", "ST_Within(p.geom, fz.geom)"),
   ("select the schools located inside district 4's boundary",
    "```sql\nSELECT s.* FROM schools s\nJOIN districts d ON ST_Contains(s.geom, d.geom)\nWHERE d.district_no = 4;\n```",
    [r"re:ST_Contains\(\s*d\.geom\s*,\s*s\.geom\s*\)|ST_Within\(\s*s\.geom\s*,\s*d\.geom\s*\)|ST_Covers\(\s*d\.geom\s*,\s*s\.geom\s*\)|ST_CoveredBy\(\s*s\.geom\s*,\s*d\.geom\s*\)"],
    [r"re:ST_Contains\(\s*s\.geom\s*,\s*d\.geom", r"re:ST_Within\(\s*d\.geom\s*,\s*s\.geom"]),
   ("Which parcels touch the flood zone at all?",
    "`SELECT p.* FROM parcels p JOIN flood_zones fz ON ST_Intersects(p.geom, fz.geom);` - ST_Intersects is symmetric, so the argument order doesn't matter there."),
   [("ST_Contains(s.geom, d.geom)", "ST_Contains(d.geom, s.geom)")])

sc(26, "tiles", "semantic", "prose_claim", "lookalike",
   ("When I read tiles out of an .mbtiles file, can I use the z/x/y from the request URL directly?",
    "Yes, MBTiles stores tile_row in the same XYZ scheme as the URL, so query `WHERE zoom_level = z AND tile_column = x AND tile_row = y`.",
    "nope, MBTiles rows are TMS (origin bottom-left) - flip it: tile_row = (2^z - 1) - y",
    "tile_row = y", "tile_row = (1 << z) - 1 - y"),
   ("do I need to convert y when serving mbtiles to leaflet?",
    "No conversion needed - the mbtiles tile_row column uses the same top-left origin as Leaflet's {y}.",
    [r"re:(?i)TMS|flip|2\^z|1 << z|bottom-left|invert"],
    [r"re:(?i)no conversion needed", r"re:(?i)same top-left origin"]),
   ("In a z/x/y tile URL, where is tile 0/0?",
    "For XYZ (slippy map) tiles, x=0, y=0 is the top-left tile, at the antimeridian and about 85.05°N, and y grows southward."),
   [("No conversion needed - the mbtiles tile_row column uses the same top-left origin as Leaflet's {y}.",
     "Yes - mbtiles tile_row uses the TMS bottom-left origin, so flip Leaflet's {y}: tile_row = (2^z - 1) - y.")],
   holds="top-left")

sc(27, "tiles", "semantic", "reworded", "same_topic",
   ("How many tiles are there in total at zoom 10?",
    "At zoom z there are 2^z tiles, so zoom 10 has 1,024 tiles covering the world.",
    "2^z is per axis, total is 4^z - 1,048,576 tiles at z10",
    "2^z tiles, so zoom 10 has 1,024 tiles", "4^z tiles, so zoom 10 has 1,048,576 tiles"),
   ("how many tiles would it take to seed zoom 12 for the whole world?",
    "Zoom 12 is 2^12 = 4,096 tiles for the entire world, which seeds in a few minutes.",
    [r"re:16,?777,?216|4\^12|2\^24"],
    [r"re:\b4,?096 tiles"]),
   ("What's the ground resolution at zoom 0 with 256 px tiles?",
    "At zoom 0 one 256x256 tile covers the whole Web Mercator world, about 156,543 m per pixel at the equator, and it halves with every zoom level."),
   [("2^12 = 4,096 tiles for the entire world, which seeds in a few minutes.",
     "4^12 = 16,777,216 tiles for the entire world (4,096 x 4,096).")])

sc(28, "team", "paraphrase", "renamed_identifier", "lookalike",
   ("Query for the total length of bike lanes in our bikeways table.",
    "`SELECT SUM(ST_Length(the_geom::geography)) / 1000 AS km FROM bikeways;`",
    "we don't have the_geom anywhere, our geometry columns are all called geom",
    "ST_Length(the_geom::geography)", "ST_Length(geom::geography)"),
   ("area of each park in hectares from our parks table",
    "`SELECT park_name, ST_Area(p.the_geom::geography) / 10000 AS ha FROM parks p;`",
    [r"re:ST_Area\(\s*(p\.)?geom::"],
    [r"re:the_geom::"]),
   ("Pull the parcels layer from the city's CARTO account through the SQL API.",
    "`curl -G 'https://cityplanning.carto.com/api/v2/sql' --data-urlencode 'q=SELECT cartodb_id, the_geom FROM parcels' --data-urlencode 'format=GeoJSON'` - CARTO tables always expose `the_geom` (4326) and `the_geom_webmercator`."),
   [("p.the_geom", "p.geom")], holds="the_geom")

sc(29, "team", "literal", "code_block", "lookalike",
   ("Create a table for the new streetlight inventory.",
    "```sql\nCREATE TABLE public.streetlights (\n  id bigserial PRIMARY KEY,\n  pole_no text NOT NULL,\n  geom geometry(Point, 4326)\n);\n```",
    "all our spatial tables live in the gis schema, never public",
    "CREATE TABLE public.streetlights", "CREATE TABLE gis.streetlights"),
   ("I need the streetlights DDL again, this time with a wattage column",
    "```sql\nCREATE TABLE public.streetlights (\n  id bigserial PRIMARY KEY,\n  pole_no text NOT NULL,\n  wattage integer,\n  geom geometry(Point, 4326)\n);\n```",
    [r"re:(?i)create table gis\.streetlights"],
    [r"re:(?i)create table public\.streetlights"]),
   ("Where does the postgis extension itself get installed in our database?",
    "Install it once per database with `CREATE EXTENSION IF NOT EXISTS postgis SCHEMA public;` - the extension's functions and spatial_ref_sys live in public even though the data tables don't."),
   [("CREATE TABLE public.streetlights", "CREATE TABLE gis.streetlights")], holds="public")

sc(30, "team", "literal", "code_block", "lookalike",
   ("We're loading the Bavaria building footprints. Which projected CRS should the table use?",
    "Use UTM 32N: `geom geometry(MultiPolygon, 32632)`, and load with `ogr2ogr -t_srs EPSG:32632`.",
    "we standardize on ETRS89 / UTM 32N (EPSG:25832) for all German data, not the WGS84 UTM one",
    "32632", "25832"),
   ("DDL for the new Bavaria road segments table",
    "```sql\nCREATE TABLE gis.road_segments (\n  seg_id bigint PRIMARY KEY,\n  geom geometry(MultiLineString, 32632)\n);\n```",
    ["25832"],
    [r"re:geometry\(MultiLineString,\s*32632\)"]),
   ("What CRS are the raw GNSS survey points from the field crew in?",
    "The GNSS receivers export WGS 84 / UTM 32N, so tag them as EPSG:32632 on import and transform them to 25832 afterwards."),
   [("32632", "25832")], holds="32632")

sc(31, "team", "paraphrase", "other_identifier", "already_correct",
   ("psql command to connect to the GIS staging database?",
    "`psql -h gis-db.staging.internal -p 5432 -U gis_app gisdb`",
    "staging postgis is on 5434, 5432 is teh old cluster",
    "-p 5432", "-p 5434"),
   ("connection string for ogr2ogr to write into the staging gisdb",
    "`PG:\"host=gis-db.staging.internal port=5432 dbname=gisdb user=gis_app\"`",
    ["port=5434"],
    ["port=5432"]),
   ("DATABASE_URL for the tile server in staging?",
    "`postgresql://gis_app@gis-db.staging.internal:5434/gisdb`"),
   [("port=5432", "port=5434")], holds="5434")

sc(32, "team", "literal", "reworded", "already_correct",
   ("Where should I upload the generated vector tiles for staging?",
    "Sync them to `s3://geo-tiles-staging/` with `aws s3 sync ./tiles s3://geo-tiles-staging/ --content-encoding gzip`.",
    "our staging tiles bucket is s3://mapstack-tiles-stg/ now, geo-tiles-staging was deleted last year",
    "s3://geo-tiles-staging/", "s3://mapstack-tiles-stg/"),
   ("command to push the parcel pbf tiles to the staging bucket",
    "Run `aws s3 cp --recursive ./out/parcels s3://geo-tiles-staging/parcels/ --content-type application/x-protobuf --content-encoding gzip`.",
    ["s3://mapstack-tiles-stg/parcels/"],
    ["geo-tiles-staging"]),
   ("How do I see how many parcel tiles are in the staging bucket?",
    "`aws s3 ls s3://mapstack-tiles-stg/parcels/ --recursive --summarize` lists every object and ends with the total count and size."),
   [("s3://geo-tiles-staging/", "s3://mapstack-tiles-stg/")], holds="s3://mapstack-tiles-stg/")

sc(33, "postgis", "literal", "casing", "same_topic",
   ("How do I insert a GeoJSON geometry string from the API into PostGIS?",
    "Use `ST_GeomFromJSON`: `INSERT INTO incidents (geom) VALUES (ST_SetSRID(ST_GeomFromJSON($1), 4326));`",
    "ST_GeomFromGeoJSON - ST_GeomFromJSON doesn't exist",
    "ST_GeomFromJSON", "ST_GeomFromGeoJSON"),
   ("parse the geojson text column in the staging table into real geometries",
    "```sql\nupdate staging_incidents set geom = st_setsrid(st_geomfromjson(geojson_txt), 4326);\n```",
    [r"re:(?i)st_geomfromgeojson\("],
    [r"re:(?i)st_geomfromjson\("]),
   ("And the other way round, geometry to GeoJSON?",
    "`SELECT ST_AsGeoJSON(geom, 6) FROM incidents WHERE id = 42;` - the second argument caps the number of decimal digits."),
   [("st_geomfromjson", "st_geomfromgeojson")])

sc(34, "shapefile", "literal", "code_block", "lookalike",
   ("Load hydrants.shp into PostGIS with shp2pgsql and a spatial index.",
    "```sh\nshp2pgsql -i -s 2263 -D hydrants.shp gis.hydrants | psql -d gisdb\n```\n`-i` builds the GiST index on the geometry column after loading.",
    "capital -I builds the GiST index, lowercase -i just forces int4 for integer fields",
    "shp2pgsql -i", "shp2pgsql -I"),
   ("shp2pgsql for curbs.shp (NY state plane), indexed",
    "```sh\nshp2pgsql -i -s 2263 -D curbs.shp gis.curbs | psql -d gisdb\n```",
    [r"re:shp2pgsql[^\n|]*\s-I\b"],
    [r"re:shp2pgsql\s+-i\s"]),
   ("The integer fields in meters.dbf keep coming in as bigint. How do I get plain int4?",
    "```sh\nshp2pgsql -s 2263 -i meters.shp gis.meters > meters.sql\n```\n`-i` coerces every integer dbf field to int4 instead of int8."),
   [("shp2pgsql -i -s", "shp2pgsql -I -s")], holds="-i")

sc(35, "gdal", "paraphrase", "reordered_args", "lookalike",
   ("Clip ortho.tif to xmin=500000 ymin=4649000 xmax=502000 ymax=4651000 (it's in UTM).",
    "```sh\ngdal_translate -projwin 500000 4649000 502000 4651000 ortho.tif clip.tif\n```",
    "projwin is ulx uly lrx lry so the y values go max first: -projwin 500000 4651000 502000 4649000",
    "-projwin 500000 4649000 502000 4651000", "-projwin 500000 4651000 502000 4649000"),
   ("cut the part of dem.tif between x 320000-330000 and y 5810000-5820000",
    "```sh\ngdal_translate -projwin 320000 5810000 330000 5820000 dem.tif dem_subset.tif\n```",
    [r"re:-projwin\s+320000\s+5820000\s+330000\s+5810000|-te\s+320000\s+5810000\s+330000\s+5820000"],
    [r"re:-projwin\s+320000\s+5810000"]),
   ("Same clip of ortho.tif, but with gdalwarp.",
    "`gdalwarp -te 500000 4649000 502000 4651000 ortho.tif clip_warp.tif` - `-te` takes xmin ymin xmax ymax, unlike `-projwin`."),
   [("-projwin 320000 5810000 330000 5820000", "-projwin 320000 5820000 330000 5810000")],
   holds="500000 4649000 502000 4651000")

sc(36, "leaflet", "literal", "reworded", "lookalike",
   ("What CRS does a Leaflet map use if I don't set one?",
    "Leaflet defaults to `L.CRS.EPSG4326`, so your tile layers need to be in plate carree unless you change the `crs` option.",
    "if you don't set crs leaflet uses L.CRS.EPSG3857, not 4326",
    "L.CRS.EPSG4326", "L.CRS.EPSG3857"),
   ("I never passed a crs option to L.map - which projection am I getting?",
    "Without a `crs` option you get L.CRS.EPSG4326, i.e. equirectangular lat/lng.",
    [r"re:EPSG:?3857|Web Mercator|Spherical Mercator"],
    [r"re:(?i)you get L\.CRS\.EPSG4326"]),
   ("Our WMS only serves EPSG:4326. How do I make Leaflet use it?",
    "Create the map with `L.map('map', { crs: L.CRS.EPSG4326 })` and request the WMS layer in the same CRS; OSM tiles won't line up on that map."),
   [("L.CRS.EPSG4326, i.e. equirectangular lat/lng", "L.CRS.EPSG3857, i.e. spherical Web Mercator")],
   holds="L.CRS.EPSG4326")

sc(37, "postgis", "paraphrase", "reordered_args", "lookalike",
   ("Add a geometry column for depot locations in 4326.",
    "`ALTER TABLE depots ADD COLUMN geom geometry(4326, Point);`",
    "typmod is type first, then srid: geometry(Point, 4326)",
    "geometry(4326, Point)", "geometry(Point, 4326)"),
   ("add a linestring column in SRID 3857 to the routes table",
    "`ALTER TABLE routes ADD COLUMN path geometry(3857, LineString);`",
    [r"re:geometry\(\s*LineString\s*,\s*3857\s*\)"],
    [r"re:geometry\(\s*3857"]),
   ("How would I do the depot column with AddGeometryColumn instead?",
    "`SELECT AddGeometryColumn('gis', 'depots', 'geom', 4326, 'POINT', 2);` - in this older function the SRID does come before the type."),
   [("geometry(3857, LineString)", "geometry(LineString, 3857)")], holds="4326, ")

sc(38, "gdal", "literal", "code_block", "already_correct",
   ("Load roads.geojson into our PostGIS database.",
    "```sh\nogr2ogr -f PostGIS PG:\"host=localhost dbname=gisdb user=gis_app\" roads.geojson -nln gis.roads\n```",
    "The OGR driver is called PostgreSQL, there's no PostGIS driver. -f PostgreSQL",
    "-f PostGIS", "-f PostgreSQL"),
   ("ogr2ogr to push the parks shapefile into postgres",
    "```sh\nogr2ogr -f PostGIS PG:\"dbname=gisdb\" parks.shp -nln gis.parks -lco GEOMETRY_NAME=geom\n```",
    ["-f PostgreSQL"],
    ["-f PostGIS"]),
   ("Append this month's roads to the existing table.",
    "```sh\nogr2ogr -f PostgreSQL PG:\"dbname=gisdb\" roads_2024_06.geojson -nln gis.roads -append\n```"),
   [("-f PostGIS", "-f PostgreSQL")], holds="-f PostgreSQL")

sc(39, "leaflet", "paraphrase", "code_block", "lookalike",
   ("Draw a 500 m radius around each sensor in Leaflet.",
    "Use `L.circleMarker(latlng, { radius: 500 })`; the radius is in meters, so it scales with the map.",
    "circleMarker radius is in pixels. For a 500 m radius you need L.circle(latlng, { radius: 500 })",
    "L.circleMarker(latlng, { radius: 500 })", "L.circle(latlng, { radius: 500 })"),
   ("show a 2 km catchment ring around each school on the leaflet map",
    "```js\nschools.forEach(s => L.circleMarker([s.lat, s.lng], { radius: 2000, color: '#16a34a' }).addTo(map));\n```",
    [r"re:L\.circle\(\s*\[s\.lat"],
    [r"re:circleMarker\([^)]*radius:\s*2000"]),
   ("How do I show sensors as small dots that keep the same size while zooming?",
    "That's what `L.circleMarker` is for: `L.circleMarker(latlng, { radius: 6, fillOpacity: 0.9 })` - its radius is in pixels, so it doesn't scale with zoom."),
   [("L.circleMarker(", "L.circle(")], holds="L.circleMarker(latlng, { radius: ")

sc(40, "leaflet", "paraphrase", "reordered_args", "same_topic",
   ("Style GeoJSON points as circle markers in Leaflet.",
    "```js\nL.geoJSON(data, {\n  pointToLayer: (latlng, feature) => L.circleMarker(latlng, { radius: 5 })\n}).addTo(map);\n```",
    "pointToLayer's signature is (feature, latlng), you have them flipped",
    "(latlng, feature) =>", "(feature, latlng) =>"),
   ("custom icon per point from the geojson's kind property",
    "```js\nL.geoJSON(pois, {\n  pointToLayer: function (ll, f) {\n    return L.marker(ll, { icon: icons[f.properties.kind] });\n  }\n}).addTo(map);\n```",
    [r"re:pointToLayer:\s*(function\s*)?\(\s*(f|feat|feature)\s*,\s*(ll|latlng|latLng)\s*\)"],
    [r"re:pointToLayer:\s*(function\s*)?\(\s*(ll|latlng|latLng)\s*,"]),
   ("Add popups with the feature name to that layer.",
    "Add `onEachFeature: (feature, layer) => layer.bindPopup(feature.properties.name)` to the `L.geoJSON` options."),
   [("function (ll, f)", "function (f, ll)")])

sc(41, "mapbox", "semantic", "prose_claim", "lookalike",
   ("Can we use Mapbox GL JS v3 with our own tile server and no Mapbox account?",
    "Yes, Mapbox GL JS v3 is BSD-3-Clause licensed, so you can point it at your own tiles without a Mapbox access token.",
    "Not since v2 - mapbox-gl 2.x/3.x is under the Mapbox ToS and needs an access token. If we want BSD and no account, that's MapLibre GL JS.",
    "Mapbox GL JS v3 is BSD-3-Clause licensed",
    "MapLibre GL JS is BSD-3-Clause licensed; Mapbox GL JS v2+ needs a Mapbox access token"),
   ("is mapbox-gl 3.x open source?",
    "Yes - mapbox-gl 3.x ships under the BSD-3-Clause license, same as the 1.x line, and works fine without an access token.",
    [r"re:(?i)maplibre|(needs|requires|require) an? (Mapbox )?access token|terms of service|proprietary"],
    [r"re:(?i)3\.x ships under the BSD", r"re:(?i)works fine without an access token"]),
   ("What license is MapLibre GL JS under?",
    "MapLibre GL JS is BSD-3-Clause licensed; it was forked from Mapbox GL JS 1.13 when Mapbox changed the license."),
   [("Yes - mapbox-gl 3.x ships under the BSD-3-Clause license, same as the 1.x line, and works fine without an access token.",
     "No - since 2.0 mapbox-gl is under the Mapbox Terms of Service and needs an access token; MapLibre GL JS is the BSD-3-Clause fork of 1.x.")],
   holds="BSD-3-Clause licensed")

sc(42, "crs", "semantic", "prose_claim", "same_topic",
   ("What latitude range does Web Mercator cover?",
    "Web Mercator covers the full globe from -90° to 90° latitude; it just stretches areas near the poles.",
    "web mercator gets cut off at ±85.0511°, the poles are at infinity",
    "from -90° to 90° latitude", "from about -85.0511° to 85.0511° latitude"),
   ("why is Antarctica missing from my tiles? doesn't 3857 include the poles?",
    "EPSG:3857 does include the poles - it spans all latitudes, so the missing Antarctica is probably a data problem.",
    ["85.05"],
    [r"re:(?i)does include the poles", r"re:(?i)spans all latitudes"]),
   ("What is the x/y extent of EPSG:3857 in meters?",
    "EPSG:3857 spans roughly ±20037508.34 m on both the x and y axes."),
   [("EPSG:3857 does include the poles - it spans all latitudes, so the missing Antarctica is probably a data problem.",
     "EPSG:3857 does not include the poles - it is clipped at about ±85.0511° latitude, so most of Antarctica falls outside the tile grid.")])

sc(43, "gdal", "literal", "reworded", "lookalike",
   ("Can gdalinfo read a tif straight from S3?",
    "Yes, prefix the path with `/vsi_s3/`: `gdalinfo /vsi_s3/city-rasters/dem/dem_1m.tif`, with the AWS credentials in your environment.",
    "it's /vsis3/ (no underscore)",
    "/vsi_s3/", "/vsis3/"),
   ("open a COG in our imagery bucket with gdal without downloading it first",
    "Point GDAL at /vsi_s3/imagery-prod/2024/ortho_cog.tif and it will do ranged reads over HTTP instead of downloading.",
    ["/vsis3/imagery-prod/"],
    ["/vsi_s3/"]),
   ("Small python helper that builds the GDAL path for an S3 object?",
    "```python\ndef vsi_s3_path(bucket: str, key: str) -> str:\n    return f\"/vsis3/{bucket}/{key}\"\n```"),
   [("/vsi_s3/", "/vsis3/")], holds="vsi_s3")

sc(44, "shapefile", "semantic", "reworded", "same_topic",
   ("Can I write points and polygons into one shapefile?",
    "Yes, a shapefile can mix points, lines and polygons in the same .shp as long as they share a CRS.",
    "No, a shapefile holds exactly one geometry type. Split them by type or write a GeoPackage.",
    "a shapefile can mix points, lines and polygons in the same .shp",
    "a shapefile holds a single geometry type, so split them into one .shp per type"),
   ("my GeoJSON has both Point and LineString features - will ogr2ogr put them in one shapefile?",
    "Sure - ogr2ogr will write both the Point and LineString features into a single .shp, since the format allows mixed geometry types.",
    [r"re:(?i)one geometry type|single geometry type|separate|split|GeoPackage"],
    [r"re:(?i)allows mixed geometry", r"re:(?i)^sure"]),
   ("Can one GeoPackage hold several layers?",
    "Yes - a .gpkg can hold many layers with different geometry types and CRSs; add another with `ogr2ogr -update -nln layer_name out.gpkg in.shp`."),
   [("Sure - ogr2ogr will write both the Point and LineString features into a single .shp, since the format allows mixed geometry types.",
     "No - a shapefile holds a single geometry type, so split them, e.g. `-where \"OGR_GEOMETRY='Point'\"` for one file and `'LineString'` for another, or write a GeoPackage.")])

sc(45, "tiles", "paraphrase", "other_identifier", "already_correct",
   ("What extent does ST_AsMVTGeom use if I don't pass one?",
    "The default extent is 256, matching the tile's pixel size, so `ST_AsMVTGeom(geom, bounds)` returns coordinates from 0 to 256.",
    "default extent is 4096, buffer 256",
    "The default extent is 256", "The default extent is 4096"),
   ("write the MVT query for the parcels layer with the extent spelled out",
    "```sql\nSELECT ST_AsMVT(q, 'parcels', 256, 'geom') FROM (\n  SELECT id, ST_AsMVTGeom(ST_Transform(geom, 3857), ST_TileEnvelope(14, 8185, 5449), 256, 64, true) AS geom\n  FROM parcels\n) q;\n```\nBoth calls use the standard MVT extent of 256.",
    ["4096"],
    ["standard MVT extent of 256", r"re:ST_AsMVT\(q, 'parcels', 256", r"re:ST_TileEnvelope\([^)]*\),\s*256,"]),
   ("MVT query for the zoning layer at tile 12/2046/1362?",
    "```sql\nSELECT ST_AsMVT(q, 'zoning', 4096, 'geom') FROM (\n  SELECT zone_code, ST_AsMVTGeom(ST_Transform(geom, 3857), ST_TileEnvelope(12, 2046, 1362), 4096, 256, true) AS geom\n  FROM gis.zoning\n) q;\n```"),
   [("'parcels', 256,", "'parcels', 4096,"), ("5449), 256, 64,", "5449), 4096, 256,"), ("extent of 256", "extent of 4096")],
   holds="4096")

sc(46, "gdal", "semantic", "equivalent_construct", "lookalike",
   ("Resample our land-cover classification raster from 10 m to 30 m.",
    "`gdalwarp -tr 30 30 -r bilinear landcover_10m.tif landcover_30m.tif`",
    "landcover is categorical so bilinear will invent class values taht don't exist - use -r mode (or near)",
    "-r bilinear", "-r mode"),
   ("downsample the soil class raster to 100 m with gdal_translate",
    "`gdal_translate -tr 100 100 -r cubic soil_classes.tif soil_classes_100m.tif`",
    [r"re:-r (mode|near(est)?)\b"],
    [r"re:-r (bilinear|cubic|cubicspline|lanczos|average) soil_classes"]),
   ("And the elevation model, same 10 m to 30 m?",
    "A DEM is continuous, so interpolation is fine there: `gdalwarp -tr 30 30 -r bilinear dem_10m.tif dem_30m.tif`."),
   [("-r cubic", "-r mode")], holds="-r bilinear")

sc(47, "team", "paraphrase", "other_identifier", "lookalike",
   ("Add an area column to the zoning summary query.",
    "`SELECT zone_code, SUM(ST_Area(geom::geography)) / 4046.86 AS area_acres FROM gis.zoning GROUP BY zone_code;`",
    "we report areas in hectares, not acres - divide by 10000",
    "/ 4046.86 AS area_acres", "/ 10000 AS area_ha"),
   ("area per land-use class for the annual report",
    "`SELECT landuse, ROUND((SUM(ST_Area(geom::geography)) / 4046.86)::numeric, 1) AS acres FROM gis.landuse GROUP BY landuse;`",
    [r"re:/\s*(10000|10 000|1e4)\b"],
    [r"re:/\s*4046\.86"]),
   ("The developer's permit form wants 12 acres in square meters.",
    "12 acres x 4046.86 m² per acre is about 48,562 m²."),
   [("4046.86)::numeric, 1) AS acres", "10000)::numeric, 1) AS hectares")], holds="4046.86")

sc(48, "team", "literal", "code_block", "already_correct",
   ("Which docker image do we use to run GDAL in CI?",
    "Use `osgeo/gdal:ubuntu-small-3.8.4` from Docker Hub.",
    "thx - fyi the docker hub osgeo/gdal images aren't updated anymore, we pull ghcr.io/osgeo/gdal:ubuntu-small-3.8.4",
    "osgeo/gdal:ubuntu-small-3.8.4", "ghcr.io/osgeo/gdal:ubuntu-small-3.8.4"),
   ("FROM line for a Dockerfile that needs gdal 3.8 plus pip",
    "```dockerfile\nFROM osgeo/gdal:ubuntu-small-3.8.4\nRUN apt-get update && apt-get install -y python3-pip\n```",
    ["FROM ghcr.io/osgeo/gdal:ubuntu-small-3.8.4"],
    ["FROM osgeo/gdal", "ghcr.io/ghcr.io"]),
   ("How do I pull the GDAL image locally?",
    "`docker pull ghcr.io/osgeo/gdal:ubuntu-small-3.8.4`"),
   [("FROM osgeo/gdal", "FROM ghcr.io/osgeo/gdal")], holds="ghcr.io/osgeo/gdal:ubuntu-small-3.8.4")

sc(49, "postgis", "literal", "code_block", "lookalike",
   ("ST_GeomFromText for a point at -122.4194, 37.7749?",
    "`SELECT ST_GeomFromText('POINT(-122.4194, 37.7749)', 4326);`",
    "WKT uses a space between x and y, not a comma: POINT(-122.4194 37.7749)",
    "POINT(-122.4194, 37.7749)", "POINT(-122.4194 37.7749)"),
   ("insert the SF office into the offices table using WKT",
    "```sql\nINSERT INTO offices (name, geom)\nVALUES ('SF', ST_GeomFromText('POINT(-122.4194, 37.7749)', 4326));\n```",
    [r"re:POINT\s*\(\s*-122\.4194\s+37\.7749\s*\)"],
    [r"re:POINT\s*\(\s*-122\.4194\s*,"]),
   ("And the same point without WKT?",
    "`SELECT ST_SetSRID(ST_MakePoint(-122.4194, 37.7749), 4326);` - ST_MakePoint takes x and y as separate arguments, so the comma is right here."),
   [("POINT(-122.4194, 37.7749)", "POINT(-122.4194 37.7749)")], holds="(-122.4194, 37.7749)")

sc(50, "geojson", "semantic", "prose_claim", "same_topic",
   ("Our GeoJSON export is in EPSG:28992. How do I declare that in the file?",
    "Add a top-level `crs` member, `\"crs\": {\"type\": \"name\", \"properties\": {\"name\": \"EPSG:28992\"}}`, which RFC 7946 uses to declare the coordinate system.",
    "RFC 7946 dropped the crs member. GeoJSON is always WGS84 lon/lat, so reproject on export instead",
    "which RFC 7946 uses to declare the coordinate system",
    "but RFC 7946 removed it: GeoJSON must be WGS 84 lon/lat, so reproject on export"),
   ("can a GeoJSON file stay in a projected CRS like RD New?",
    "Yes, per RFC 7946 you can keep projected coordinates as long as you name the CRS in a `crs` member at the top of the FeatureCollection.",
    [r"re:(?i)WGS ?84|4326|CRS84|lon(gitude)?/lat"],
    [r"re:(?i)per RFC 7946 you can"]),
   ("ogr2ogr command to export the parcels layer to GeoJSON for the web map",
    "`ogr2ogr -f GeoJSON -t_srs EPSG:4326 -lco RFC7946=YES parcels.geojson parcels.gpkg`"),
   [("Yes, per RFC 7946 you can keep projected coordinates as long as you name the CRS in a `crs` member at the top of the FeatureCollection.",
     "No - RFC 7946 removed the `crs` member and requires WGS 84 longitude/latitude, so reproject RD New data to EPSG:4326 when you export.")])

sc(51, "crs", "literal", "code_block", "lookalike",
   ("Reproject the Ordnance Survey roads to British National Grid.",
    "```sh\nogr2ogr -t_srs EPSG:4277 os_roads_bng.gpkg os_roads.gpkg\n```\nEPSG:4277 is British National Grid, in metres.",
    "BNG is EPSG:27700. 4277 is OSGB36 geographic (degrees)",
    "EPSG:4277", "EPSG:27700"),
   ("gdalwarp the LiDAR DTM into British National Grid",
    "```sh\ngdalwarp -t_srs EPSG:4277 -tr 1 1 dtm_wgs84.tif dtm_bng.tif\n```",
    ["EPSG:27700"],
    ["-t_srs EPSG:4277"]),
   ("Which code are the latitude/longitude values in the historic OSGB36 survey files?",
    "OSGB36 latitude/longitude is EPSG:4277; transform to EPSG:27700 when you need metric grid coordinates."),
   [("EPSG:4277", "EPSG:27700")], holds="EPSG:4277")

sc(52, "team", "paraphrase", "renamed_identifier", "lookalike",
   ("Join permits to parcels.",
    "`SELECT p.gid, pr.permit_no FROM gis.parcels p JOIN permits pr ON pr.parcel_gid = p.gid;`",
    "parcels is keyed on parcel_id, we drop the shp2pgsql gid on load - permits.parcel_id references it",
    "pr.parcel_gid = p.gid", "pr.parcel_id = p.parcel_id"),
   ("count inspections per parcel",
    "`SELECT pc.gid, COUNT(*) FROM gis.parcels pc JOIN inspections i ON i.parcel_gid = pc.gid GROUP BY pc.gid;`",
    [r"re:\bparcel_id\b"],
    [r"re:pc\.gid\b", "parcel_gid"]),
   ("What does shp2pgsql call the key column it adds?",
    "shp2pgsql adds a `gid serial PRIMARY KEY` column by default, so a freshly loaded table like `gis.hydrants_import` is keyed on `gid` until you change it."),
   [("pc.gid", "pc.parcel_id"), ("i.parcel_gid", "i.parcel_id")], holds="gid")

sc(53, "tiles", "literal", "reworded", "same_topic",
   ("tippecanoe command to build parcels.mbtiles with the layer called parcels?",
    "`tippecanoe -o parcels.mbtiles -n parcels -zg parcels.geojson` - `-n` sets the layer name inside the tiles.",
    "-n is just the tileset name in the metadata; the layer name is -l parcels",
    "-n parcels", "-l parcels"),
   ("the source-layer in my style is 'parcels' but nothing renders from the mbtiles. how should I have run tippecanoe?",
    "Rebuild with -n parcels so the vector layer inside the tiles is named parcels and matches the style's source-layer.",
    [r"re:(-l|--layer[= ])\s*parcels"],
    ["-n parcels"]),
   ("How do I let tippecanoe pick the max zoom itself?",
    "Pass `-zg`; tippecanoe estimates a max zoom from the feature density, and `--drop-densest-as-needed` keeps tiles under the 500 KB limit."),
   [("-n parcels", "-l parcels")])

sc(54, "gdal", "literal", "code_block", "already_correct",
   ("Reproject the DEM to EPSG:3035 and keep -9999 as nodata.",
    "`gdalwarp -t_srs EPSG:3035 -a_nodata -9999 dem.tif dem_3035.tif`",
    "gdalwarp has no -a_nodata, that's a gdal_translate flag. use -dstnodata -9999",
    "-a_nodata -9999", "-dstnodata -9999"),
   ("warp the DTM mosaic to LAEA Europe at 25 m, nodata -9999",
    "```sh\ngdalwarp -t_srs EPSG:3035 -tr 25 25 -a_nodata -9999 dtm_tiles.vrt dtm_3035.tif\n```",
    ["-dstnodata -9999"],
    [r"re:gdalwarp[^\n]*-a_nodata"]),
   ("And the slope raster, same target CRS?",
    "`gdalwarp -t_srs EPSG:3035 -srcnodata -9999 -dstnodata -9999 slope.tif slope_3035.tif`"),
   [("-a_nodata -9999", "-dstnodata -9999")], holds="-dstnodata -9999")

sc(55, "tiles", "paraphrase", "code_block", "already_correct",
   ("What URL do I open for pg_tileserv after starting it locally?",
    "pg_tileserv listens on port 8080 by default, so open http://localhost:8080/ to see the layer list.",
    "pg_tileserv's default is port 7800, not 8080",
    "port 8080", "port 7800"),
   ("vector source for the parcels layer served by my local pg_tileserv",
    "```js\nmap.addSource('parcels', {\n  type: 'vector',\n  tiles: ['http://localhost:8080/gis.parcels/{z}/{x}/{y}.pbf']\n});\n```",
    ["localhost:7800/gis.parcels/"],
    ["localhost:8080"]),
   ("And the metadata JSON for that layer?",
    "`curl http://localhost:7800/gis.parcels.json` returns the layer's properties, bounds and tile URL template."),
   [("localhost:8080", "localhost:7800")], holds="7800")

sc(56, "team", "paraphrase", "renamed_identifier", "already_correct",
   ("Set the Mapbox access token in our Vite frontend.",
    "`mapboxgl.accessToken = process.env.MAPBOX_TOKEN;`",
    "we're on vite, so it's import.meta.env.VITE_MAPBOX_TOKEN - process.env doesn't exist in the browser bundle",
    "process.env.MAPBOX_TOKEN", "import.meta.env.VITE_MAPBOX_TOKEN"),
   ("initialize the geocoder control with our token",
    "```js\nconst geocoder = new MapboxGeocoder({\n  accessToken: process.env.MAPBOX_ACCESS_TOKEN,\n  mapboxgl\n});\n```",
    [r"re:import\.meta\.env\.VITE_MAPBOX"],
    ["process.env"]),
   ("Where do I put the token for local dev?",
    "Put `VITE_MAPBOX_TOKEN=pk.xxxx` in `.env.local` (it's git-ignored) and read it as `import.meta.env.VITE_MAPBOX_TOKEN`."),
   [("process.env.MAPBOX_ACCESS_TOKEN", "import.meta.env.VITE_MAPBOX_TOKEN")],
   holds="import.meta.env.VITE_MAPBOX_TOKEN")

sc(57, "postgis", "paraphrase", "reworded", "already_correct",
   ("Area of each lake in km² (geom is 4326).",
    "`SELECT name, ST_Area(geom::geography) / 1000 AS area_km2 FROM lakes;`",
    "m² to km² is / 1000000, not / 1000",
    "/ 1000 AS area_km2", "/ 1000000 AS area_km2"),
   ("total forest cover in square kilometres per county",
    "Sum the geography areas and scale them: `SUM(ST_Area(f.geom::geography)) / 1000` gives square kilometres per county when you group by `county_fips`.",
    [r"re:/\s*(1000000|1e6|1 000 000|1_000_000)"],
    [r"re:ST_Area\([^`]*\)\s*/\s*1000(?!\d)"]),
   ("Same for the reservoirs table.",
    "`SELECT name, ST_Area(geom::geography) / 1000000 AS area_km2 FROM reservoirs;`"),
   [("/ 1000`", "/ 1000000`")], holds="/ 1000000")

sc(58, "postgis", "semantic", "reworded", "unrelated",
   ("I need a label point that's guaranteed to be inside each parcel polygon.",
    "Use `ST_Centroid(geom)`; for polygons the centroid always falls inside the shape.",
    "the centroid can land outside concave shapes (L or U shaped lots). ST_PointOnSurface is the one that's guaranteed inside",
    "the centroid always falls inside the shape", "ST_PointOnSurface is guaranteed to fall inside the shape"),
   ("label anchor for U-shaped building footprints, it has to sit on the building",
    "ST_Centroid works here - a polygon's centroid is always within its boundary, even for U shapes.",
    ["ST_PointOnSurface"],
    [r"re:(?i)always within", r"re:(?i)centroid works here"]),
   ("How do I rename a local git branch?",
    "`git branch -m old-name new-name`, or just `git branch -m new-name` for the branch you're on."),
   [("ST_Centroid works here - a polygon's centroid is always within its boundary, even for U shapes.",
     "Use ST_PointOnSurface here - a U-shaped polygon's centroid can fall outside its boundary, while ST_PointOnSurface always returns a point on the surface.")])

sc(59, "gdal", "semantic", "code_block", "unrelated",
   ("After ogr2ogr into Postgres, what's the geometry column called?",
    "ogr2ogr names it `geom` by default, so you can query `SELECT ST_AsText(geom) FROM roads LIMIT 1;` right away.",
    "if you don't pass -lco GEOMETRY_NAME=geom the PG driver calls it wkb_geometry",
    "ogr2ogr names it `geom` by default", "ogr2ogr names it `wkb_geometry` by default"),
   ("query the first hydrant from the table ogr2ogr just created (I didn't pass any -lco options)",
    "```sql\n-- ogr2ogr's PostgreSQL driver calls the geometry column geom by default\nSELECT ogc_fid, ST_AsText(geom) FROM hydrants LIMIT 1;\n```",
    ["wkb_geometry"],
    ["column geom by default", "ST_AsText(geom)"]),
   ("How do I turn a unix timestamp into a datetime in Python?",
    "`datetime.fromtimestamp(ts, tz=timezone.utc)` gives a timezone-aware UTC datetime; leave out `tz` and you get naive local time."),
   [("column geom by default", "column wkb_geometry by default"), ("ST_AsText(geom)", "ST_AsText(wkb_geometry)")])

sc(60, "gdal", "paraphrase", "reworded", "unrelated",
   ("Buffer the wells by 100 m during the ogr2ogr export.",
    "`ogr2ogr -dialect OGRSQL -sql \"SELECT ST_Buffer(geometry, 100) AS geometry, name FROM wells\" wells_buf.gpkg wells_utm.gpkg`",
    "OGR SQL doesn't have ST_Buffer, you need -dialect SQLITE for that",
    "-dialect OGRSQL", "-dialect SQLITE"),
   ("can I call spatial functions like ST_Centroid inside ogr2ogr -sql?",
    "Yes - the default OGR SQL dialect understands ST_Centroid, so `ogr2ogr -sql \"SELECT ST_Centroid(geometry) AS geometry, name FROM parcels\" centroids.gpkg parcels.gpkg` works as is.",
    [r"re:(?i)-dialect\s+sqlite"],
    [r"re:(?i)OGR SQL dialect understands"]),
   ("What's a good regex for a US ZIP code?",
    "`^\\d{5}(-\\d{4})?$` matches both plain 5-digit ZIPs and ZIP+4."),
   [("Yes - the default OGR SQL dialect understands ST_Centroid, so", "No - OGR SQL has no spatial functions; add `-dialect SQLITE` so SpatiaLite's ST_Centroid is available:"),
    ("ogr2ogr -sql", "ogr2ogr -dialect SQLITE -sql"),
    ("` works as is.", "`.")])


# --------------------------------------------------------------------------- checks
def check(text, spec):
    """Exactly run.py's check."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def validate():
    errors, warnings = [], []
    err = errors.append
    ids = [s["id"] for s in S]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    if ids != ["d45-%03d" % i for i in range(1, len(S) + 1)]:
        err("ids not d45-001.. in order")
    if len(S) != 60:
        err("expected 60 scenarios, have %d" % len(S))
    msgs = Counter(s["teach"]["message"] for s in S)
    for m, n in msgs.items():
        if n > 1:
            err("teach.message shared by %d scenarios: %r" % (n, m))
    for s in S:
        sid = s["id"]
        t, r, c = s["teach"], s["repeat"], s["control"]
        if not re.fullmatch(r"d45-\d{3}", sid):
            err("%s: bad id" % sid)
        if set(s) - {"_fix", "_holds"} != {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}:
            err("%s: top-level fields" % sid)
        if set(t) != {"query", "output", "message", "gold_wrong", "gold_right"}:
            err("%s: teach fields" % sid)
        if set(r) != {"query", "output", "expect_contains", "expect_absent"}:
            err("%s: repeat fields" % sid)
        if set(c) != {"query", "output"}:
            err("%s: control fields" % sid)
        for part in (t, r, c):
            for k, v in part.items():
                if k.startswith("expect"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        err("%s: %s must be a list of non-empty strings" % (sid, k))
                elif not isinstance(v, str) or not v.strip():
                    err("%s: %s empty" % (sid, k))
        if not r["expect_contains"] or not r["expect_absent"]:
            err("%s: need both expect_contains and expect_absent" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("%s: bad regex %r: %s" % (sid, spec, e))
        if s["difficulty"] not in DIFFICULTY:
            err("%s: difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL:
            err("%s: control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATION:
            err("%s: repeat_variation %r" % (sid, s["repeat_variation"]))
        if not s["topic"] or not re.fullmatch(r"[a-z_]+", s["topic"]):
            err("%s: topic %r" % (sid, s["topic"]))
        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            err("%s: gold_wrong == gold_right" % sid)
        if t["gold_right"] in t["output"]:
            warnings.append("%s: gold_right already present in teach.output" % sid)
        # repeat fails as written and passes after the recorded fix
        if fixed(r["output"], r):
            err("%s: repeat passes its own check as written" % sid)
        if not any(check(r["output"], x) for x in r["expect_absent"]):
            err("%s: repeat does not hit any expect_absent (mistake not detectable)" % sid)
        out = r["output"]
        for old, new in s["_fix"]:
            if old not in out:
                err("%s: fix old text %r not in repeat output" % (sid, old))
            out = out.replace(old, new)
        if out == r["output"]:
            err("%s: fix changes nothing" % sid)
        if not fixed(out, r):
            miss = [x for x in r["expect_contains"] if not check(out, x)]
            pres = [x for x in r["expect_absent"] if check(out, x)]
            err("%s: repeat still fails after fix (missing %s, present %s): %r" % (sid, miss, pres, out))
        # gold right applied to the teach output should also pass (sanity: checks accept the taught fix)
        # literal: the wrong text recurs verbatim up to case and white space
        if s["difficulty"] == "literal" and norm(t["gold_wrong"]) not in norm(r["output"]):
            err("%s: literal but gold_wrong %r not in repeat output" % (sid, t["gold_wrong"]))
        if s["difficulty"] != "literal" and norm(t["gold_wrong"]) in norm(r["output"]):
            warnings.append("%s: %s repeat contains gold_wrong verbatim" % (sid, s["difficulty"]))
        # control never counted as wrong
        for x in r["expect_absent"]:
            if check(c["output"], x):
                err("%s: control output hits expect_absent %r" % (sid, x))
        ck, holds = s["control_kind"], s["_holds"]
        if ck in ("lookalike", "already_correct"):
            if not holds:
                err("%s: %s control needs holds" % (sid, ck))
            elif holds not in c["output"]:
                err("%s: control does not contain %r" % (sid, holds))
            elif ck == "lookalike":
                pool = (t["gold_wrong"] + "\n" + t["output"] + "\n" + r["output"]).lower()
                if holds.lower() not in pool:
                    err("%s: lookalike text %r is unrelated to the mistake" % (sid, holds))
            else:
                related = (holds.lower() in t["gold_right"].lower()
                           or t["gold_right"].lower() in holds.lower()
                           or any(check(holds, x) for x in r["expect_contains"]))
                if not related:
                    err("%s: already_correct text %r does not hold the right value" % (sid, holds))
                if t["gold_wrong"] in c["output"] and t["gold_wrong"] not in t["gold_right"]:
                    err("%s: already_correct control contains the wrong text" % sid)
        else:
            if holds:
                err("%s: %s control should not declare holds" % (sid, ck))
            if t["gold_wrong"] in c["output"]:
                err("%s: %s control contains gold_wrong" % (sid, ck))
        if t["query"] == r["query"] or t["output"] == r["output"]:
            err("%s: repeat duplicates teach" % sid)
        if c["output"] == r["output"] or c["query"] == r["query"]:
            err("%s: control duplicates repeat" % sid)
    # mix
    for field, target, tol in (("difficulty", DIFFICULTY, 1), ("control_kind", CONTROL, 1)):
        got = Counter(s[field] for s in S)
        for k, v in target.items():
            if abs(got.get(k, 0) - v) > tol:
                err("mix: %s %s = %d, target %d" % (field, k, got.get(k, 0), v))
    got = Counter(s["repeat_variation"] for s in S)
    for k, v in VARIATION.items():
        n = got.get(k, 0)
        if v is not None and abs(n - v) > 3:
            err("mix: repeat_variation %s = %d, target ~%d" % (k, n, v))
        if v is None and not 2 <= n <= 8:
            err("mix: repeat_variation %s = %d, want 2-8" % (k, n))
    # cross-scenario overlap of wrong text (shared-store hazard)
    for a in S:
        wrong = [("gold_wrong", a["teach"]["gold_wrong"])] + [("expect_absent", x) for x in a["repeat"]["expect_absent"]]
        for b in S:
            if a is b:
                continue
            for where, text in (("teach", b["teach"]["output"]), ("repeat", b["repeat"]["output"]), ("control", b["control"]["output"])):
                for kind, w in wrong:
                    if check(text, w) if kind == "expect_absent" else (w in text):
                        warnings.append("overlap: %s %s %r occurs in %s %s.output" % (a["id"], kind, w, b["id"], where))
    return errors, warnings


# --------------------------------------------------------------------------- output
def public(s):
    return {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")}


def readme():
    d = Counter(s["difficulty"] for s in S)
    c = Counter(s["control_kind"] for s in S)
    v = Counter(s["repeat_variation"] for s in S)
    t = Counter(s["topic"] for s in S)
    fmt = lambda cnt: ", ".join("%s %d" % (k, n) for k, n in sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0])))
    return """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev45: geospatial and mapping

%d hand-written learning-loop scenarios (ids `d45-001` ... `d45-%03d`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl`: a user corrects one mistake in an assistant answer
(teach), another session repeats the same mistake (repeat, must come back fixed), and an
unrelated or deliberately similar answer must come back byte-identical (control).

Theme: geospatial and mapping work - PostGIS functions and SQL, GDAL/OGR command lines,
coordinate reference systems and EPSG codes, GeoJSON, map tiles (XYZ/TMS, MBTiles, MVT),
Leaflet and Mapbox/MapLibre GL, shapefiles, and a GIS team's own conventions (schema,
column names, SRIDs, hosts, ports, buckets, units, images, env vars). Corrections mix public
facts with facts about the user's own environment.

## Counts

- difficulty: %s
- control_kind: %s
- repeat_variation: %s
- topic: %s

## Files

| file | what |
|---|---|
| `build.py` | the scenarios as data, the validator, and the generator of the two files below |
| `scenarios.jsonl` | one scenario per line, ids in order |
| `README.md` | this file |

## Checks (`python3 eval/dev45/build.py`)

The builder refuses to write unless:

- ids are unique, well formed and in order; every object has exactly the scenario fields;
  `difficulty`, `control_kind` and `repeat_variation` use the known values;
- `teach.gold_wrong` occurs in `teach.output` and differs from `teach.gold_right`;
  no two scenarios share a `teach.message`;
- every repeat fails its own check as written (using exactly run.py's check: `re:` entries
  are Python regexes searched anywhere, others case-sensitive substrings; fixed = every
  `expect_contains` present and every `expect_absent` absent) and hits at least one
  `expect_absent`; every repeat passes after applying its recorded fix (a list of
  old -> new replacements kept in `build.py`, not in the JSONL);
- `literal` repeats contain `gold_wrong` verbatim up to case and white space;
- no control output matches any of its scenario's `expect_absent` specs, so an unchanged
  control is never counted as wrong; `lookalike` controls contain the lookalike text
  (taken from the mistake) and `already_correct` controls contain the right value;
  `same_topic` / `unrelated` controls do not contain `gold_wrong`;
- the mix is within one of the target for difficulty (literal 28, paraphrase 19,
  semantic 13) and control kind (lookalike 32, same_topic 16, already_correct 9,
  unrelated 3), reworded/code_block near 15/18 and every other variation 2-8.

It also prints, as warnings, every place where one scenario's wrong text (`gold_wrong` or an
`expect_absent` spec) occurs in another scenario's outputs (a shared-store hazard); the set
is written to have none.

## Run

From the repository root (`/work/main`):

```sh
go build -o bin/cairn ./cmd/cairn
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev45/scenarios.jsonl
```

Drop `--shared-store` for a fresh store per scenario, or add `--oracle-teach` to store the
gold spans directly and measure retrieval and application without detection.
""" % (len(S), len(S), fmt(d), fmt(c), fmt(v), fmt(t))


def main():
    errors, warnings = validate()
    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d errors; nothing written" % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme())
    print("ok: %d scenarios, %d warnings" % (len(S), len(warnings)))
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print("  %s: %s" % (field, dict(sorted(Counter(s[field] for s in S).items()))))


if __name__ == "__main__":
    main()
