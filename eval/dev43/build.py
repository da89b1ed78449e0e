#!/usr/bin/env python3
"""Build and validate eval set dev43 (media processing).

    python3 build.py

Holds the 60 scenarios as data, validates them (see validate()), and on success
regenerates scenarios.jsonl and README.md next to this file. Standard library only.
Exit status 1 if any check fails; cross-scenario overlaps are printed as warnings.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d43"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TARGET_VARIATION = {"reworded": 15, "code_block": 18}  # the others: 2..8 each

SCENARIOS = []


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output,
            "expect_contains": list(expect_contains), "expect_absent": list(expect_absent)}


def C(query, output):
    return {"query": query, "output": output}


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=()):
    """fix: (old, new) replacements turning repeat.output into a correct answer.
    holds: text the control must contain (the lookalike / already-correct text)."""
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, num), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": teach, "repeat": repeat, "control": control,
        "_fix": [tuple(f) for f in fix], "_holds": list(holds),
    })


# ---------------------------------------------------------------------------------- data

S(1, "ffmpeg", "literal", "code_block", "lookalike",
  T("How do I make an MP4 start playing in the browser before it has fully downloaded?",
    "Move the moov atom to the front of the file when you mux it:\n```\nffmpeg -i input.mp4 -c copy -fflags +faststart web.mp4\n```\nWith `-c copy` this only remuxes, so it takes seconds.",
    "faststart is a movflags option, it's `-movflags +faststart`. -fflags is something else",
    "-fflags +faststart", "-movflags +faststart"),
  R("my mp4s have to download completely before playback starts in chrome, how do I fix that with ffmpeg",
    "The index sits at the end of the file. Remux it with the moov box moved up front:\n```sh\nffmpeg -i lecture_07.mp4 -c:v copy -c:a copy -fflags +faststart lecture_07_web.mp4\n```",
    ["re:-movflags\\s+\\+?faststart"], ["re:-fflags\\s+\\+?faststart"]),
  C("ffmpeg complains about missing timestamps when I remux a raw h264 stream into mp4",
    "Ask the demuxer to generate presentation timestamps: `ffmpeg -fflags +genpts -r 25 -i camera.h264 -c copy camera.mp4`. The input `-r 25` tells it what spacing to use."),
  [("-fflags +faststart", "-movflags +faststart")], ["-fflags +genpts"])

S(2, "ffmpeg", "literal", "reworded", "lookalike",
  T("How do I remove the audio track from a screen recording?",
    "Copy the video stream and drop the audio with `-vn`: `ffmpeg -i demo.mp4 -c:v copy -vn demo_silent.mp4`.",
    "-vn drops video. you want -an for audio",
    "-c:v copy -vn", "-c:v copy -an"),
  R("mute a video with ffmpeg without re-encoding it",
    "Keep the picture as it is and leave the sound out: `ffmpeg -i promo_final.mov -c:v copy -vn promo_muted.mov`. Nothing is re-encoded, so it's fast.",
    ["re:-an\\b"], ["-c:v copy -vn"]),
  C("Pull the audio out of the interview video as an mp3",
    "`ffmpeg -i interview.mp4 -vn -c:a libmp3lame -q:a 2 interview.mp3` - `-vn` drops the video and `-q:a 2` gives roughly 190 kbps VBR."),
  [("-c:v copy -vn", "-c:v copy -an")], ["-vn -c:a libmp3lame"])

S(3, "codecs", "literal", "casing", "same_topic",
  T("Our HEVC MP4s won't play in Safari but they work in VLC. Fix?",
    "Safari is picky about the HEVC sample entry. Remux and set the tag: `ffmpeg -i clip.mp4 -c copy -tag:v hev1 clip_safari.mp4`.",
    "Safari wants hvc1 there, not hev1.",
    "hev1", "hvc1"),
  R("HEVC file plays everywhere except on an iPhone, what do I change?",
    "Apple players only accept HEVC in MP4 when the codec tag is HEV1. Rewrite the tag without re-encoding:\n```\nffmpeg -i drone_4k.mp4 -c copy -tag:v HEV1 drone_4k_ios.mp4\n```",
    ["re:(?i)hvc1"], ["re:(?i)hev1"]),
  C("Does Safari play HEVC over HLS?",
    "Yes, on iOS 11 and macOS High Sierra or later, as long as the stream is tagged `hvc1` and the playlist uses fMP4 segments (with `#EXT-X-MAP`) rather than MPEG-TS."),
  [("HEV1", "hvc1")])

S(4, "audio", "literal", "code_block", "lookalike",
  T("What sample rate should the audio be when we deliver a spot to broadcast?",
    "Resample to the CD rate for delivery: `ffmpeg -i mix.wav -ar 44100 -c:a pcm_s24le deliver.wav`.",
    "Broadcast deliverables are 48k, 44.1 is the CD rate. Should be -ar 48000.",
    "-ar 44100 -c:a pcm_s24le", "-ar 48000 -c:a pcm_s24le"),
  R("Converting the voiceover for the TV spot, which ffmpeg settings?",
    "```\nffmpeg -i vo_take3.wav -ac 2 -ar 44100 -c:a pcm_s24le vo_tvspot.wav\n```\nThat's 24-bit stereo PCM, which every broadcast QC tool accepts.",
    ["re:-ar (48000|48k)\\b"], ["-ar 44100 -c:a pcm_s24le"]),
  C("Exporting the album master for CD replication, what do I set?",
    "Red Book audio is 16-bit, 44.1 kHz stereo: `ffmpeg -i album_master.wav -ar 44100 -sample_fmt s16 -c:a pcm_s16le cd_master.wav`."),
  [("-ar 44100", "-ar 48000")], ["-ar 44100"])

S(5, "subtitles", "literal", "code_block", "lookalike",
  T("Can you convert this cue to WebVTT for the web player? `1 / 00:00:03,200 --> 00:00:05,900 / Welcome back`",
    "```\nWEBVTT\n\n00:00:03,200 --> 00:00:05,900\nWelcome back\n```\nThe cue number is optional in VTT, so I dropped it.",
    "close, but VTT needs a dot before the millis (00:00:03.200), the comma is an SRT thing",
    "00:00:03,200 --> 00:00:05,900", "00:00:03.200 --> 00:00:05.900"),
  R("Give me the VTT version of the opening caption (3.2 s to 5.9 s, 'Welcome back')",
    "```vtt\nWEBVTT\n\n1\n00:00:03,200 --> 00:00:05,900\nWelcome back\n```",
    ["re:(00:)?00:03\\.200 --> (00:)?00:05\\.900"], ["re:WEBVTT[\\s\\S]*\\d\\d:\\d\\d,\\d{3}"]),
  C("The translator wants the same caption as an SRT file",
    "```srt\n1\n00:00:03,200 --> 00:00:05,900\nWelcome back\n```\nSRT needs the numeric index and a comma before the milliseconds."),
  [("00:00:03,200 --> 00:00:05,900", "00:00:03.200 --> 00:00:05.900")], ["00:00:03,200 --> 00:00:05,900"])

S(6, "audio", "paraphrase", "other_identifier", "same_topic",
  T("Encode this podcast episode to Opus for the web",
    "`ffmpeg -i ep42.wav -c:a libopus -b:a 64k -ar 44100 ep42.opus` - 64k is plenty for speech.",
    "hmm, libopus won't accept 44100, it only does 48k/24k/16k/12k/8k. use -ar 48000 or just drop -ar",
    "-b:a 64k -ar 44100", "-b:a 64k -ar 48000"),
  R("opus version of the audiobook sample chapter?",
    "For the audiobook sample: `ffmpeg -i chapter01.flac -c:a libopus -b:a 48k -ar 44100 -ac 1 chapter01.opus`; mono is fine for narration.",
    ["re:-c:a libopus"], ["re:libopus[^`\\n]*-ar 44100"]),
  C("What bitrate should I use for stereo music in Opus?",
    "Around 128k is transparent for most stereo music with libopus; `-c:a libopus -b:a 128k` with the default VBR mode is a good starting point."),
  [("-ar 44100", "-ar 48000")])

S(7, "ffmpeg", "semantic", "prose_claim", "same_topic",
  T("What CRF should I use with libx264 to get better quality than the default?",
    "The default is `-crf 23`. Raise it to around 28 for better quality; higher CRF means the encoder spends more bits.",
    "Backwards - lower CRF is higher quality. ~18 if you want better than the default, 28 is smaller and worse.",
    "Raise it to around 28 for better quality; higher CRF means the encoder spends more bits",
    "Lower it to around 18 for better quality; lower CRF means the encoder spends more bits"),
  R("x264 CRF: does going up improve quality?",
    "Yes. Increasing the CRF value tells x264 to target higher quality, so going from 23 to 28 gives a visibly cleaner image at the cost of a larger file.",
    ["re:(?i)\\b(lower|worse|less)\\b[^.]{0,40}quality|quality[^.]{0,40}\\b(drops|decreases|goes down|worse)"],
    ["re:(?i)increas\\w* the crf[^.]*higher quality", "re:(?i)23 to 28 gives a (visibly )?cleaner"]),
  C("What's the CRF range for x264?",
    "For 8-bit libx264 the scale runs from 0 to 51; 0 is lossless and 23 is the default. With a 10-bit build the upper end is 63."),
  [("Yes. Increasing the CRF value tells x264 to target higher quality, so going from 23 to 28 gives a visibly cleaner image at the cost of a larger file.",
    "No. Increasing the CRF value tells x264 to target lower quality, so going from 23 to 28 gives a smaller file with more visible artifacts; go down to around 18 for a cleaner image.")])

S(8, "imagemagick", "semantic", "prose_claim", "lookalike",
  T("Resize product photos to fit inside 800x800 without distorting them",
    "`magick in.jpg -resize 800x800! out.jpg` - the `!` keeps the aspect ratio while fitting the image into the 800x800 box.",
    "The ! does the opposite: it ignores the aspect ratio and forces the exact size. Plain 800x800 already fits inside the box.",
    "-resize 800x800!", "-resize 800x800"),
  R("how do I keep proportions when resizing hero images to 1200 max in ImageMagick?",
    "Adding an exclamation mark to the geometry is how you tell ImageMagick to preserve proportions, e.g. `-resize 1200x1200!` for the hero images, so nothing gets stretched.",
    ["re:-resize 1200x1200(?![!\\d])"], ["-resize 1200x1200!", "re:(?i)exclamation mark[^.]*preserve"]),
  C("We need the sprite tiles to be exactly 64x64 even if that squashes a few of them",
    "Force the exact dimensions with the bang flag: `mogrify -path out/ -resize 64x64! tiles/*.png`. Without the `!` ImageMagick would keep the aspect ratio and some tiles would come out smaller."),
  [("Adding an exclamation mark to the geometry is how you tell ImageMagick to preserve proportions, e.g. `-resize 1200x1200!`",
    "A plain geometry already preserves proportions, e.g. `-resize 1200x1200`")], ["-resize 64x64!"])

S(9, "thumbnails", "literal", "code_block", "lookalike",
  T("Generate a thumbnail every 10 seconds from a lecture video",
    "```\nffmpeg -i lecture.mp4 -vf fps=10 thumbs/%04d.jpg\n```\nThis writes one JPEG per 10 seconds of video.",
    "fps=10 is ten frames a second lol. one every 10s is fps=1/10",
    "fps=10", "fps=1/10"),
  R("batch script: one still every ten seconds for each mp4 in raw/",
    "```bash\nfor f in raw/*.mp4; do\n  ffmpeg -i \"$f\" -vf fps=10 \"thumbs/$(basename \"$f\" .mp4)_%03d.png\"\ndone\n```",
    ["re:fps=(1/10|0\\.1)\\b"], ["-vf fps=10 "]),
  C("Make a GIF preview of the clip at 10 fps",
    "Use a generated palette so the colors hold up: `ffmpeg -i clip.mp4 -vf \"fps=10,scale=480:-1:flags=lanczos,split[a][b];[a]palettegen[p];[b][p]paletteuse\" preview.gif`."),
  [("fps=10", "fps=1/10")], ["fps=10,"])

S(10, "hls", "literal", "reworded", "lookalike",
  T("What Content-Type should nginx send for .m3u8 playlists?",
    "Add it to the types block: `application/dash+xml m3u8;` and `video/mp2t ts;`.",
    "m3u8 should be application/vnd.apple.mpegurl, dash+xml is for .mpd",
    "application/dash+xml m3u8", "application/vnd.apple.mpegurl m3u8"),
  R("hls.js says our nginx serves the manifest with the wrong mime type, what should the mapping be?",
    "In `mime.types` (or a `types {}` block in the server) map the playlist extension with `application/dash+xml m3u8;` and make sure `.ts` goes out as `video/mp2t`.",
    ["re:(?i)application/(vnd\\.apple\\.mpegurl|x-mpegurl) +m3u8"], ["application/dash+xml m3u8"]),
  C("And the mapping for our DASH manifests and segments?",
    "Add `application/dash+xml mpd;` to the same types block; the `.m4s` segments can go out as `video/iso.segment`."),
  [("application/dash+xml m3u8", "application/vnd.apple.mpegurl m3u8")], ["application/dash+xml mpd"])

S(11, "hls", "literal", "code_block", "lookalike",
  T("What CODECS value goes in the master playlist for H.264 High 4.0 with AAC-LC audio?",
    "`CODECS=\"avc1.640028,mp4a.40.5\"` - `avc1.640028` is High@4.0 and `mp4a.40.5` is AAC-LC.",
    "mp4a.40.5 is HE-AAC. LC is mp4a.40.2",
    "mp4a.40.5", "mp4a.40.2"),
  R("write the EXT-X-STREAM-INF line for the 720p rendition (3 Mbps, main 3.1, aac lc)",
    "```\n#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720,CODECS=\"avc1.4d401f,mp4a.40.5\"\n720p/index.m3u8\n```",
    ["avc1.4d401f,mp4a.40.2"], ["re:avc1\\.4d401f,mp4a\\.40\\.5"]),
  C("The 64k audio-only rendition is HE-AAC v1, what's its codec string?",
    "`CODECS=\"mp4a.40.5\"` - object type 5 is SBR, i.e. HE-AAC v1. HE-AAC v2 would be `mp4a.40.29`."),
  [("mp4a.40.5", "mp4a.40.2")], ["mp4a.40.5"])

S(12, "hls", "paraphrase", "other_identifier", "same_topic",
  T("How do I fill in BANDWIDTH for a 5 Mbps 1080p variant?",
    "BANDWIDTH is in kilobits per second, so the line is `#EXT-X-STREAM-INF:BANDWIDTH=5000,RESOLUTION=1920x1080,CODECS=\"avc1.640028,mp4a.40.2\"`.",
    "I think BANDWIDTH is bits per second per the spec, so 5000000?",
    "BANDWIDTH=5000,", "BANDWIDTH=5000000,"),
  R("master playlist entry for the 480p rung, peak 1.2 Mbps",
    "```\n#EXT-X-STREAM-INF:BANDWIDTH=1200,RESOLUTION=854x480,CODECS=\"avc1.4d401e,mp4a.40.2\"\n480p/index.m3u8\n```\nBANDWIDTH is expressed in kbps.",
    ["BANDWIDTH=1200000,"], ["BANDWIDTH=1200,", "re:(?i)BANDWIDTH is (expressed )?in kbps"]),
  C("What's AVERAGE-BANDWIDTH for in the master playlist?",
    "`AVERAGE-BANDWIDTH` is the average segment bitrate of the variant, while `BANDWIDTH` is its peak; both are in bits per second."),
  [("BANDWIDTH=1200,", "BANDWIDTH=1200000,"), ("BANDWIDTH is expressed in kbps", "BANDWIDTH is expressed in bits per second")])

S(13, "ffmpeg", "literal", "reworded", "lookalike",
  T("Phone video came out sideways, I need to rotate it 90 degrees clockwise",
    "Use the transpose filter: `ffmpeg -i IMG_2231.MOV -vf transpose=2 -c:a copy rotated.mp4` (transpose=2 is 90 degrees clockwise).",
    "Other way round: transpose=1 is clockwise, 2 is counterclockwise.",
    "transpose=2", "transpose=1"),
  R("rotate a clip a quarter turn to the right with ffmpeg",
    "Turn it 90 degrees clockwise with the transpose filter and keep the audio as is: `ffmpeg -i standup.mp4 -vf transpose=2 -c:a copy standup_rot.mp4`.",
    ["re:transpose=(1|clock)\\b"], ["re:-i standup\\.mp4 -vf \"?transpose=(2|cclock)\\b"]),
  C("The tripod clip needs to go 90 degrees counterclockwise instead",
    "`ffmpeg -i tripod_04.mp4 -vf transpose=2 -c:a copy tripod_04_rot.mp4` - `transpose=2` (alias `cclock`) rotates 90 degrees counterclockwise."),
  [("transpose=2", "transpose=1")], ["-vf transpose=2"])

S(14, "ffmpeg", "literal", "code_block", "same_topic",
  T("Join the mp4 parts listed in parts.txt (they're absolute paths)",
    "`ffmpeg -f concat -safe 1 -i parts.txt -c copy joined.mp4` - `-safe 1` lets the concat demuxer accept absolute paths.",
    "shoud be -safe 0, 1 is the default and that's exactly what rejects absolute paths",
    "-safe 1", "-safe 0"),
  R("concat demuxer keeps saying 'Unsafe file name', what's the command?",
    "```\nffmpeg -f concat -safe 1 -i /tmp/segments.txt -c copy /data/out/full_episode.mp4\n```\nThe list file needs lines like `file '/data/seg/000.mp4'`.",
    ["-safe 0"], ["-safe 1"]),
  C("What goes in the concat list file?",
    "One entry per line: `file '/mnt/ingest/part_01.mp4'`, then `file '/mnt/ingest/part_02.mp4'`, and so on. Optional `duration` lines go right after the `file` line they describe."),
  [("-safe 1", "-safe 0")])

S(15, "thumbnails", "literal", "reworded", "lookalike",
  T("Highest quality JPEG frame grab from ffmpeg?",
    "`ffmpeg -ss 00:01:10 -i film.mp4 -frames:v 1 -q:v 31 still.jpg` - `-q:v` runs from 2 to 31 and 31 is the best.",
    "for mjpeg it's the reverse, 2 is best and 31 is worst",
    "-q:v 31", "-q:v 2"),
  R("best-looking single frame export as jpg",
    "Seek, grab one frame and push the quality to the max with `-q:v 31`: `ffmpeg -ss 95 -i match_highlights.mp4 -frames:v 1 -q:v 31 frame_95.jpg`.",
    ["re:-q:v [12]\\b"], ["re:-q:v 31 frame_", "re:(?i)max(imum)? with `-q:v 31`"]),
  C("I want tiny throwaway preview frames for the scrubber, smallest JPEGs possible",
    "Go to the bottom of the scale: `ffmpeg -i ep.mp4 -vf fps=1,scale=160:-2 -q:v 31 scrub/%05d.jpg` gives the smallest, lowest-quality JPEGs."),
  [("-q:v 31", "-q:v 2")], ["-q:v 31"])

S(16, "codecs", "literal", "code_block", "lookalike",
  T("Our mezzanine spec is ProRes 422 HQ. ffmpeg command?",
    "`ffmpeg -i edit.mov -c:v prores_ks -profile:v 2 -pix_fmt yuv422p10le -c:a pcm_s24le mezz.mov` - profile 2 is 422 HQ.",
    "prores_ks profile 3 is HQ; 2 is standard 422. Our mezz spec is HQ so -profile:v 3",
    "-profile:v 2", "-profile:v 3"),
  R("transcode the colorist's export to our ProRes HQ mezzanine",
    "```\nffmpeg -i grade_v5.mxf -c:v prores_ks -profile:v 2 -vendor apl0 -pix_fmt yuv422p10le -c:a pcm_s24le mezz/grade_v5.mov\n```",
    ["re:prores_ks -profile:v (3|hq)\\b"], ["re:-profile:v 2 -vendor"]),
  C("A client asked for plain ProRes 422, explicitly not HQ. What do I set?",
    "For standard ProRes 422 use `-c:v prores_ks -profile:v 2 -pix_fmt yuv422p10le`; only go to `-profile:v 3` if they ask for HQ."),
  [("-profile:v 2", "-profile:v 3")], ["-profile:v 2"])

S(17, "audio", "literal", "reworded", "lookalike",
  T("loudnorm settings for EBU R128 broadcast delivery?",
    "`-af loudnorm=I=-16:TP=-1.5:LRA=11` - R128 specifies -16 LUFS integrated.",
    "R128 is -23 LUFS integrated, TP -1. The -16 you used is the podcast target.",
    "I=-16:TP=-1.5", "I=-23:TP=-1"),
  R("normalize the documentary mix to european broadcast loudness",
    "For EBU R128 delivery first measure with `ffmpeg -i doc_mix.wav -af loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json -f null -`, then feed the measured values into a second pass.",
    ["re:loudnorm=I=-23\\b"], ["re:doc_mix\\.wav -af loudnorm=I=-16"]),
  C("What loudness should the Apple Podcasts feed be mastered to?",
    "Aim for about -16 LUFS integrated with true peak under -1 dBTP, e.g. `-af loudnorm=I=-16:TP=-1.5:LRA=11`."),
  [("I=-16:TP=-1.5", "I=-23:TP=-1")], ["I=-16:TP=-1.5"])

S(18, "codecs", "literal", "code_block", "same_topic",
  T("Which pixel format should I pick for maximum player compatibility with H.264?",
    "Keep full chroma so nothing is lost: add `-pix_fmt yuv444p` to the libx264 command.",
    "Use yuv420p. 4:4:4 H.264 needs High 4:4:4 Predictive and most browsers and QuickTime won't play it",
    "-pix_fmt yuv444p", "-pix_fmt yuv420p"),
  R("encode the screen capture for embedding on our docs site",
    "```\nffmpeg -i capture.mkv -c:v libx264 -preset slow -crf 20 -pix_fmt yuv444p -movflags +faststart docs_demo.mp4\n```",
    ["re:-pix_fmt yuv420p\\b"], ["-pix_fmt yuv444p"]),
  C("What does yuv420p actually mean?",
    "It's 8-bit planar YUV with the chroma subsampled by two horizontally and vertically, so each 2x2 block of pixels shares one U and one V sample."),
  [("-pix_fmt yuv444p", "-pix_fmt yuv420p")])

S(19, "ffmpeg", "paraphrase", "other_identifier", "lookalike",
  T("Scale to 1280 wide, keep the aspect ratio, encode with libx264",
    "`-vf scale=1280:-1` keeps the aspect ratio, and libx264 will take whatever height comes out.",
    "Use -2 rather than -1, x264 needs even dimensions for 4:2:0 and -1 can give you an odd height",
    "scale=1280:-1", "scale=1280:-2"),
  R("downscale to 720 tall for the mobile rendition, h264",
    "`ffmpeg -i master.mov -vf scale=-1:720 -c:v libx264 -crf 23 mobile.mp4` - the -1 keeps proportions and x264 is fine with any width.",
    ["re:scale=-2:720"], ["re:scale=-1:720", "re:x264 is fine with any width"]),
  C("Scale the PNG poster source to 1280 wide",
    "`ffmpeg -i poster_src.png -vf scale=1280:-1 poster_1280.png` - PNG has no even-dimension requirement, so -1 is fine here."),
  [("scale=-1:720", "scale=-2:720"), ("the -1 keeps proportions and x264 is fine with any width", "the -2 keeps proportions and rounds the width to an even number")],
  ["scale=1280:-1"])

S(20, "pipeline", "literal", "reworded", "lookalike",
  T("Where should I upload test renditions before QA looks at them?",
    "Put them in the staging bucket: `aws s3 cp out/ s3://vt-media-stage/renditions/ --recursive`.",
    "our staging bucket is vt-media-staging-euw1, not vt-media-stage",
    "s3://vt-media-stage/", "s3://vt-media-staging-euw1/"),
  R("sync the QA renditions folder up to staging",
    "Run `aws s3 sync ./qa_renditions s3://vt-media-stage/renditions/ --delete` from the repo root.",
    ["s3://vt-media-staging-euw1/"], ["s3://vt-media-stage/"]),
  C("What's the k8s namespace for the staging transcoder?",
    "It runs in the `vt-media-stage` namespace: `kubectl -n vt-media-stage get deploy transcoder`."),
  [("s3://vt-media-stage/", "s3://vt-media-staging-euw1/")], ["-n vt-media-stage"])

S(21, "hls", "literal", "code_block", "same_topic",
  T("Make ffmpeg write HLS with fragmented MP4 segments instead of TS",
    "Add `-hls_segment_type mp4` and ffmpeg will write an `init.mp4` plus `.m4s` segments.",
    "the value is fmp4 (-hls_segment_type fmp4), mp4 isn't accepted",
    "-hls_segment_type mp4", "-hls_segment_type fmp4"),
  R("HEVC HLS needs CMAF-style segments, give me the ffmpeg line",
    "```\nffmpeg -i show.mov -c:v libx265 -tag:v hvc1 -crf 24 -c:a aac -b:a 128k \\\n  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type mp4 \\\n  -hls_fmp4_init_filename init.mp4 out/show.m3u8\n```",
    ["-hls_segment_type fmp4"], ["-hls_segment_type mp4"]),
  C("What's the default HLS segment type in ffmpeg?",
    "MPEG-TS: without `-hls_segment_type` the hls muxer writes `.ts` segments, and `-hls_segment_filename 'seg_%05d.ts'` controls their names."),
  [("-hls_segment_type mp4", "-hls_segment_type fmp4")])

S(22, "ffmpeg", "literal", "reworded", "lookalike",
  T("Strip all metadata (GPS, camera info) from a video before we publish it",
    "Use `-map_metadata 0` with stream copy: `ffmpeg -i raw.mov -map_metadata 0 -c copy clean.mov`.",
    "-map_metadata 0 copies the global metadata from input 0, it doesn't remove it. -1 strips it.",
    "-map_metadata 0", "-map_metadata -1"),
  R("remove the location tags from a phone video without re-encoding",
    "Drop the container metadata while stream-copying: `ffmpeg -i VID_0412.mp4 -map_metadata 0 -c copy VID_0412_clean.mp4`.",
    ["-map_metadata -1"], ["re:-map_metadata 0 -c copy VID_0412"]),
  C("How do I keep the original creation date when I transcode?",
    "Copy the global metadata across explicitly: `ffmpeg -i src.mov -map_metadata 0 -c:v libx264 -crf 20 -c:a aac out.mp4`."),
  [("-map_metadata 0", "-map_metadata -1")], ["-map_metadata 0"])

S(23, "audio", "literal", "code_block", "unrelated",
  T("Convert an mp3 to 16-bit WAV for the speech model",
    "`ffmpeg -i clip.mp3 -ar 16000 -ac 1 -c:a pcm_s16be clip.wav`",
    "WAV is little endian -> pcm_s16le",
    "pcm_s16be", "pcm_s16le"),
  R("batch convert the m4a voice notes into 16 kHz mono wav",
    "```bash\nfor f in notes/*.m4a; do\n  ffmpeg -i \"$f\" -ar 16000 -ac 1 -c:a pcm_s16be \"${f%.m4a}.wav\"\ndone\n```",
    ["pcm_s16le"], ["pcm_s16be"]),
  C("How do I list the last 5 git tags by date?",
    "`git tag --sort=-creatordate | head -n 5`"),
  [("pcm_s16be", "pcm_s16le")])

S(24, "audio", "semantic", "prose_claim", "same_topic",
  T("Is a 22.05 kHz sample rate enough for music that goes up to 20 kHz?",
    "Yes - a 22.05 kHz sample rate captures frequencies up to 22.05 kHz, so it covers the whole audible range.",
    "Nope, Nyquist. Sampling at 22.05k only gets you up to about 11 kHz; for 20 kHz content you need 44.1k or more.",
    "captures frequencies up to 22.05 kHz", "captures frequencies up to about 11 kHz"),
  R("can I downsample our music beds to 32 kHz without losing the highs?",
    "Yes. At 32 kHz the file still reproduces content all the way up to 32 kHz, well above the ~20 kHz limit of hearing, so nothing audible is lost.",
    ["re:\\b16 ?kHz"], ["re:(?i)up to 32 ?kHz", "re:(?i)nothing audible is lost"]),
  C("Why is 48 kHz the standard for video rather than 44.1?",
    "Mostly history: 48 kHz came from professional digital video and broadcast gear, and it divides evenly into 24, 25 and 30 fps frames (2000, 1920 and 1600 samples). Its 24 kHz Nyquist limit also leaves room above hearing for gentler filters."),
  [("Yes. At 32 kHz the file still reproduces content all the way up to 32 kHz, well above the ~20 kHz limit of hearing, so nothing audible is lost.",
    "No. At 32 kHz the file only reproduces content up to 16 kHz (half the sample rate), so the top of the audible range between 16 and 20 kHz is cut.")])

S(25, "hls", "literal", "reworded", "lookalike",
  T("Live-to-VOD: I want the playlist to keep every segment, not a rolling window",
    "Set `-hls_list_size 1`; otherwise ffmpeg keeps only the last 5 entries.",
    "thanks! one thing: -hls_list_size 0 is 'keep everything', 1 would leave a single segment in the playlist",
    "-hls_list_size 1", "-hls_list_size 0"),
  R("ffmpeg's hls playlist only shows the latest few segments, I need the full list",
    "That's the sliding window. Pass `-hls_list_size 1` so the playlist retains all segments instead of the last five.",
    ["-hls_list_size 0"], ["re:-hls_list_size 1\\b"]),
  C("Low-latency-ish live: keep a 10-segment window and delete old files",
    "`-f hls -hls_time 2 -hls_list_size 10 -hls_flags delete_segments live/stream.m3u8` keeps the last 10 segments in the playlist and removes older ones from disk."),
  [("-hls_list_size 1", "-hls_list_size 0")], ["-hls_list_size 10"])

S(26, "pipeline", "literal", "casing", "already_correct",
  T("How do we tag origin responses so we can purge one video's segments from the CDN?",
    "Have the origin add a `Cache-Tag: video-<id>` header to every playlist and segment response, then purge by that tag.",
    "we're on Fastly, so it's Surrogate-Key. Cache-Tag is the Cloudflare header",
    "Cache-Tag", "Surrogate-Key"),
  R("origin side, what header do I set so purging video 8812 clears all its segments?",
    "Emit the purge tag on every response, e.g. in the nginx location for `/vod/`: `add_header cache-tag \"video-8812\";`. A single purge call by tag then clears all of it.",
    ["re:(?i)surrogate-key"], ["re:(?i)cache-tag"]),
  C("What's the API call to purge by key once the header is in place?",
    "`curl -X POST -H \"Fastly-Key: $FASTLY_API_TOKEN\" https://api.fastly.com/service/$SERVICE_ID/purge/video-8812` purges everything tagged `Surrogate-Key: video-8812`."),
  [("cache-tag", "Surrogate-Key")], ["Surrogate-Key: video-8812"])

S(27, "pipeline", "literal", "casing", "lookalike",
  T("Query to count today's finished transcode jobs",
    "```sql\nSELECT count(*) FROM transcode_jobs\nWHERE status = 'completed' AND finished_at >= current_date;\n```",
    "transcode_jobs doesn't have 'completed', the terminal state is 'succeeded'",
    "'completed'", "'succeeded'"),
  R("list the finished jobs for asset 4471",
    "```sql\nSELECT id, preset, finished_at FROM transcode_jobs\nWHERE asset_id = 4471 AND status = 'COMPLETED'\nORDER BY finished_at DESC;\n```",
    ["status = 'succeeded'"], ["re:(?i)status = 'completed'"]),
  C("How do I find uploads that finished but never got a transcode job?",
    "```sql\nSELECT u.id FROM uploads u\nLEFT JOIN transcode_jobs j ON j.upload_id = u.id\nWHERE u.state = 'completed' AND j.id IS NULL;\n```"),
  [("'COMPLETED'", "'succeeded'")], ["u.state = 'completed'"])

S(28, "imagemagick", "paraphrase", "reordered_args", "same_topic",
  T("Rasterize page 1 of a PDF at 300 dpi with ImageMagick",
    "`magick spec.pdf[0] -density 300 page1.png` renders the first page at 300 dpi.",
    "-density needs to come before the pdf, otherwise ghostscript renders it at 72 dpi and IM just relabels it",
    "magick spec.pdf[0] -density 300", "magick -density 300 spec.pdf[0]"),
  R("convert the contract PDF pages to PNGs at 200 dpi",
    "`magick contract.pdf -density 200 -background white -alpha remove page-%02d.png` writes one PNG per page at 200 dpi.",
    ["re:-density 200 (\\S+ )*contract\\.pdf"], ["re:contract\\.pdf -density"]),
  C("ImageMagick refuses to read PDFs: 'attempt to perform an operation not allowed by the security policy'",
    "That's the coder rule in `policy.xml`: change `<policy domain=\"coder\" rights=\"none\" pattern=\"PDF\" />` to `rights=\"read|write\"` (or just `read`) and make sure Ghostscript is installed."),
  [("magick contract.pdf -density 200", "magick -density 200 contract.pdf")])

S(29, "imagemagick", "literal", "reworded", "already_correct",
  T("Photos from phones show up rotated after resizing, which flag fixes that?",
    "Add `-orient` before resizing so ImageMagick rotates the pixels according to the EXIF Orientation tag: `magick IMG_1180.jpg -orient -resize 1600x1600 out.jpg`.",
    "that's -auto-orient. -orient only sets the tag, it doesn't rotate the pixels",
    "-orient", "-auto-orient"),
  R("thumbnails made from iPhone uploads come out sideways",
    "Bake the EXIF rotation into the pixels first with `-orient`, then make the thumbnail: `magick upload_77.heic -orient -thumbnail 320x320 thumb_77.jpg`.",
    ["-auto-orient"], ["re:(?<!auto)-orient\\b"]),
  C("What does the mogrify version look like for a whole folder?",
    "`mogrify -path fixed/ -auto-orient -strip *.jpg` rotates each file according to its EXIF tag and then drops the metadata."),
  [("-orient", "-auto-orient")], ["-auto-orient -strip"])

S(30, "pipeline", "literal", "code_block", "lookalike",
  T("What hls_time should I use for our VOD packaging job?",
    "Apple's guidance is 6 seconds, so `-hls_time 6`.",
    "We standardised on 4 s segments (keyframe every 2 s) across the ladder, so -hls_time 4 for our jobs.",
    "-hls_time 6", "-hls_time 4"),
  R("packaging command for the new episode in our pipeline",
    "```\nffmpeg -i ep12_mezz.mov -c:v libx264 -g 48 -keyint_min 48 -sc_threshold 0 -c:a aac -b:a 128k \\\n  -f hls -hls_time 6 -hls_playlist_type vod out/ep12/index.m3u8\n```",
    ["-hls_time 4"], ["-hls_time 6"]),
  C("What segment duration does Apple's HLS authoring spec recommend?",
    "Apple's HLS Authoring Specification recommends a target duration of 6 seconds, with keyframes at least every 2 seconds."),
  [("-hls_time 6", "-hls_time 4")], ["6 seconds"])

S(31, "dash", "paraphrase", "reordered_args", "lookalike",
  T("ffmpeg DASH output with 4 second segments",
    "`ffmpeg -i in.mp4 -map 0 -c:v libx264 -c:a aac -f dash -hls_time 4 -use_template 1 -use_timeline 1 out/manifest.mpd`",
    "for the dash muxer the option is -seg_duration; -hls_time belongs to the hls muxer",
    "-f dash -hls_time 4", "-f dash -seg_duration 4"),
  R("package the talk as DASH, 4 s segments",
    "`ffmpeg -i talk.mp4 -map 0:v -map 0:a -c:v libx264 -c:a aac -hls_time 4 -use_template 1 -f dash talk/manifest.mpd`",
    ["-seg_duration 4"], ["re:-hls_time \\d+[^\\n]*-f dash|-f dash[^\\n]*-hls_time"]),
  C("Same talk, but as HLS this time",
    "`ffmpeg -i talk.mp4 -c:v libx264 -c:a aac -f hls -hls_time 4 -hls_playlist_type vod talk/index.m3u8`"),
  [("-hls_time 4", "-seg_duration 4")], ["-hls_time 4"])

S(32, "codecs", "literal", "code_block", "already_correct",
  T("Use the GPU on our g4dn transcode workers for H.264",
    "Switch the encoder to NVENC: `ffmpeg -hwaccel cuda -i in.mp4 -c:v nvenc_h264 -preset p4 -b:v 5M -c:a copy out.mp4`.",
    "the encoder is h264_nvenc. nvenc_h264 was an old alias and our ffmpeg 6.1 build doesn't have it",
    "nvenc_h264", "h264_nvenc"),
  R("hardware encode the sports recording on the nvidia box",
    "```\nffmpeg -hwaccel cuda -hwaccel_output_format cuda -i match.ts -c:v nvenc_h264 -b:v 6M -c:a copy match.mp4\n```",
    ["-c:v h264_nvenc"], ["nvenc_h264"]),
  C("What preset range does h264_nvenc take these days?",
    "With recent ffmpeg and drivers it's `-preset p1` (fastest) through `p7` (slowest, best quality), e.g. `-c:v h264_nvenc -preset p5 -tune hq -rc vbr -cq 23`."),
  [("nvenc_h264", "h264_nvenc")], ["-c:v h264_nvenc"])

S(33, "subtitles", "literal", "code_block", "lookalike",
  T("Add an English soft subtitle track to an MP4",
    "`ffmpeg -i film.mp4 -i film.en.srt -map 0 -map 1 -c copy -c:s srt -metadata:s:s:0 language=eng film_subs.mp4`",
    "MP4 can't carry SubRip, use -c:s mov_text",
    "-c:s srt", "-c:s mov_text"),
  R("mux the German srt into the webinar mp4 as a selectable track",
    "```\nffmpeg -i webinar.mp4 -i webinar.de.srt -map 0:v -map 0:a -map 1 -c:v copy -c:a copy -c:s srt -metadata:s:s:0 language=ger webinar_de.mp4\n```",
    ["-c:s mov_text"], ["re:-c:s srt[^\\n]*\\.mp4\\b"]),
  C("Same thing, but keep it as MKV for the archive",
    "MKV stores SubRip natively: `ffmpeg -i film.mp4 -i film.en.srt -map 0 -map 1 -c copy -c:s srt -metadata:s:s:0 language=eng film_archive.mkv`."),
  [("-c:s srt", "-c:s mov_text")], ["-c:s srt"])

S(34, "containers", "literal", "code_block", "already_correct",
  T("Convert this clip to WebM for the browser",
    "`ffmpeg -i clip.mp4 -c:v libvpx-vp9 -crf 31 -b:v 0 -c:a aac -b:a 128k clip.webm`",
    "WebM won't take AAC, audio has to be Opus or Vorbis. So -c:a libopus",
    "-c:a aac -b:a 128k clip.webm", "-c:a libopus -b:a 128k clip.webm"),
  R("I need clip.mp4 as a VP9 WebM again, smaller this time",
    "```\nffmpeg -i clip.mp4 -c:v libvpx-vp9 -crf 36 -b:v 0 -row-mt 1 -c:a aac -b:a 128k clip.webm\n```",
    ["re:-c:a (libopus|libvorbis)"], ["re:-c:a aac\\b[^\\n]*\\.webm"]),
  C("WebM for the landing page hero video, with sound",
    "`ffmpeg -i hero.mov -c:v libvpx-vp9 -crf 32 -b:v 0 -c:a libopus -b:a 96k hero.webm`"),
  [("-c:a aac", "-c:a libopus")], ["-c:a libopus"])

S(35, "thumbnails", "literal", "code_block", "same_topic",
  T("Where does the thumbnail worker write the poster image?",
    "```python\nkey = f\"thumbs/{video_id}/poster.jpg\"\ns3.upload_file(local_path, BUCKET, key)\n```",
    "posters are webp now: thumbs/{video_id}/poster.webp. we dropped the jpgs last quarter",
    "poster.jpg", "poster.webp"),
  R("helper that builds the S3 key for an asset's poster",
    "```python\ndef poster_key(asset_id: str) -> str:\n    return f\"thumbs/{asset_id}/poster.jpg\"\n```",
    ["poster.webp"], ["re:thumbs/[^\"']*/poster\\.jpg"]),
  C("What sizes do we render the posters at?",
    "The poster step writes one 1280x720 WebP per video plus a 320x180 list-view thumbnail, both under the video's `thumbs/` prefix."),
  [("poster.jpg", "poster.webp")])

S(36, "pipeline", "literal", "reworded", "already_correct",
  T("How do I kick off a transcode from a script?",
    "Send a job message to the `transcode-jobs` SQS queue:\n```\naws sqs send-message --queue-url https://sqs.eu-west-1.amazonaws.com/412907731150/transcode-jobs --message-body file://job.json\n```",
    "The queue is transcode-requests. transcode-jobs was the old name and got deleted in the migration.",
    "transcode-jobs", "transcode-requests"),
  R("how does a new upload get to the transcode workers?",
    "The upload Lambda drops a message on the transcode-jobs queue in eu-west-1, and the worker pool long-polls it and picks the job up within a few seconds.",
    ["transcode-requests"], ["transcode-jobs"]),
  C("Where do transcode requests end up when a worker keeps failing on them?",
    "After 5 receives (`maxReceiveCount: 5` in the redrive policy) SQS moves the message from `transcode-requests` to `transcode-requests-dlq`."),
  [("transcode-jobs", "transcode-requests")], ["transcode-requests-dlq"])

S(37, "ffmpeg", "paraphrase", "other_identifier", "lookalike",
  T("Keyframe every 2 seconds for our 25 fps HLS ladder",
    "Set the GOP to the frame rate: `-g 25 -keyint_min 25 -sc_threshold 0`.",
    "thats a keyframe every second. 2 s at 25 fps = -g 50 -keyint_min 50",
    "-g 25 -keyint_min 25", "-g 50 -keyint_min 50"),
  R("GOP settings for a 2-second keyframe interval, source is 30fps",
    "Match the GOP to the frame rate and disable scene-cut keyframes: `-g 30 -keyint_min 30 -sc_threshold 0`.",
    ["re:-g 60\\b"], ["re:-g 30\\b", "re:-keyint_min 30\\b"]),
  C("Low-latency live with 1-second segments at 25 fps, what GOP?",
    "Use a one-second GOP so every segment starts on a keyframe: `-g 25 -keyint_min 25 -sc_threshold 0 -hls_time 1`."),
  [("-g 30 -keyint_min 30", "-g 60 -keyint_min 60"), ("Match the GOP to the frame rate", "Set the GOP to twice the frame rate")],
  ["-g 25 -keyint_min 25"])

S(38, "ffmpeg", "paraphrase", "other_identifier", "already_correct",
  T("The mkv has English, Spanish and French audio, in that order. How do I keep only the Spanish one?",
    "Spanish is the second audio stream, so `ffmpeg -i movie.mkv -map 0:v -map 0:a:2 -c copy movie_es.mkv`.",
    "Indices are 0-based, so Spanish is 0:a:1; 0:a:2 is the French track.",
    "-map 0:a:2", "-map 0:a:1"),
  R("keep only the third subtitle stream from the mkv",
    "Stream specifiers count from one per type, so the third subtitle is `-map 0:s:3`: `ffmpeg -i series_s01e03.mkv -map 0:v -map 0:a -map 0:s:3 -c copy s01e03_sub.mkv`.",
    ["0:s:2"], ["0:s:3", "re:(?i)count from one"]),
  C("Spanish audio plus the first subtitle track then",
    "`ffmpeg -i movie.mkv -map 0:v -map 0:a:1 -map 0:s:0 -c copy movie_es_subs.mkv` - stream indices are zero-based per type."),
  [("count from one per type", "count from zero per type"), ("0:s:3", "0:s:2")], ["-map 0:a:1"])

S(39, "ffmpeg", "paraphrase", "renamed_identifier", "lookalike",
  T("Show ffmpeg's progress lines in my Python wrapper while it encodes",
    "```python\nproc = subprocess.Popen([\"ffmpeg\", \"-i\", src, dst], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)\nfor line in proc.stdout:\n    log.info(line.rstrip())\n```",
    "ffmpeg writes all of that to stderr, stdout stays empty (and piping both like that can deadlock). iterate proc.stderr",
    "for line in proc.stdout", "for line in proc.stderr"),
  R("stream the ffmpeg log into our job logger while the transcode runs",
    "```python\nffm = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)\nfor row in ffm.stdout:\n    job_log.write(row)\nffm.wait()\n```",
    ["re:ffm\\.stderr|stderr=subprocess\\.STDOUT"],
    ["re:stderr=subprocess\\.PIPE[^\\n]*\\n(.*\\n)?for row in ffm\\.stdout"]),
  C("I'd rather parse machine-readable progress than the log lines",
    "Use `-progress pipe:1` so ffmpeg writes key=value progress to stdout:\n```python\nproc = subprocess.Popen([\"ffmpeg\", \"-progress\", \"pipe:1\", \"-nostats\", \"-i\", src, dst], stdout=subprocess.PIPE, text=True)\nfor line in proc.stdout:\n    key, _, value = line.strip().partition(\"=\")\n```"),
  [("for row in ffm.stdout", "for row in ffm.stderr")], ["for line in proc.stdout"])

S(40, "images", "paraphrase", "renamed_identifier", "already_correct",
  T("Resize a frame to 320x180 with Pillow for the thumbnail strip",
    "```python\nfrom PIL import Image\nimg = Image.open(src)\nimg = img.resize((320, 180), Image.ANTIALIAS)\nimg.save(dst, quality=85)\n```",
    "Image.ANTIALIAS was removed in Pillow 10 and we're on 10.3 -> Image.Resampling.LANCZOS",
    "img.resize((320, 180), Image.ANTIALIAS)", "img.resize((320, 180), Image.Resampling.LANCZOS)"),
  R("downscale each extracted frame to the storyboard size in python",
    "```python\ndef to_storyboard(frame: Image.Image, size=(160, 90)) -> Image.Image:\n    return frame.resize(size, Image.ANTIALIAS)\n```",
    ["re:Image\\.(Resampling\\.)?LANCZOS"], ["ANTIALIAS"]),
  C("Square center-crop thumbnail with Pillow?",
    "```python\nfrom PIL import Image, ImageOps\nthumb = ImageOps.fit(Image.open(src), (256, 256), Image.Resampling.LANCZOS)\nthumb.save(dst, \"WEBP\", quality=80)\n```"),
  [("Image.ANTIALIAS", "Image.Resampling.LANCZOS")], ["Image.Resampling.LANCZOS"])

S(41, "ffmpeg", "paraphrase", "renamed_identifier", "same_topic",
  T("Read the duration of an upload with ffprobe in Python",
    "```python\nout = subprocess.check_output([\"ffprobe\", \"-v\", \"error\", \"-show_format\", \"-of\", \"json\", path])\ninfo = json.loads(out)\nseconds = float(info[\"format\"][\"length\"])\n```",
    "there's no length key in ffprobe's output, it's duration: info[\"format\"][\"duration\"]",
    "info[\"format\"][\"length\"]", "info[\"format\"][\"duration\"]"),
  R("helper that returns a clip's length in seconds via ffprobe json",
    "```python\ndef clip_seconds(p: str) -> float:\n    raw = subprocess.run([\"ffprobe\", \"-v\", \"error\", \"-show_format\", \"-of\", \"json\", p], capture_output=True, check=True).stdout\n    meta = json.loads(raw)\n    return float(meta[\"format\"][\"length\"])\n```",
    ["re:\\[\"format\"\\]\\[\"duration\"\\]"], ["re:\\[\"format\"\\]\\[\"length\"\\]"]),
  C("Fastest way to get the frame count with ffprobe?",
    "`ffprobe -v error -select_streams v:0 -count_packets -show_entries stream=nb_read_packets -of csv=p=0 in.mp4` counts packets, which for video equals frames and is much faster than decoding with `-count_frames`."),
  [("[\"format\"][\"length\"]", "[\"format\"][\"duration\"]")])

S(42, "player", "paraphrase", "renamed_identifier", "lookalike",
  T("Start the web player at 1:30 when the page loads",
    "```js\nconst video = document.querySelector('video');\nvideo.addEventListener('loadedmetadata', () => { video.currentTime = 90000; });\n```",
    "currentTime is in seconds not ms, so 90",
    "video.currentTime = 90000", "video.currentTime = 90"),
  R("jump the player to the chapter start when someone clicks a chapter (our chapter data has startMs)",
    "```js\nchapterList.addEventListener('click', (e) => {\n  const chapter = chapters[e.target.dataset.index];\n  playerEl.currentTime = chapter.startMs;\n  playerEl.play();\n});\n```",
    ["re:currentTime = \\(?chapter\\.startMs ?/ ?1000"], ["re:currentTime = chapter\\.startMs;"]),
  C("Hide the 'skip intro' button 90 seconds after it appears",
    "`setTimeout(() => { skipBtn.hidden = true; }, 90000);` - setTimeout takes milliseconds."),
  [("currentTime = chapter.startMs;", "currentTime = chapter.startMs / 1000;")], ["90000"])

S(43, "ffmpeg", "semantic", "code_block", "same_topic",
  T("Cut the part from 1:00 to 2:30 out of the talk",
    "`ffmpeg -ss 00:01:00 -i talk.mp4 -t 00:02:30 -c:v libx264 -c:a aac clip.mp4` cuts from 1:00 to 2:30.",
    "-t is a duration, not an end time, so that gives you 2.5 minutes. Either -t 00:01:30 or -to 00:02:30.",
    "-t 00:02:30", "-t 00:01:30"),
  R("extract 60s-150s of the keynote into a separate file",
    "```bash\n# -ss is the start, -t is where the clip ends\nffmpeg -ss 60 -i keynote.mp4 -t 150 -c:v libx264 -c:a aac keynote_part.mp4\n```",
    ["re:-t (90|00:01:30|0?1:30)\\b|-to (150|00:02:30) -i\\b"], ["re:-t 150\\b", "re:(?i)-t is where the clip ends"]),
  C("What's the difference between putting -ss before and after -i?",
    "Before `-i` it's an input option: ffmpeg seeks in the demuxer, which is fast, and when re-encoding it's still frame-accurate. After `-i` it decodes and throws away everything up to that point, which is slower."),
  [("-t 150", "-t 90"), ("-t is where the clip ends", "-t is the duration of the clip")])

S(44, "ffmpeg", "paraphrase", "equivalent_construct", "lookalike",
  T("Make a 2x timelapse of the build recording, no audio",
    "`ffmpeg -i build.mp4 -vf setpts=2.0*PTS -an build_2x.mp4` doubles the playback speed.",
    "that slows it down to half speed. 2x faster is setpts=0.5*PTS",
    "setpts=2.0*PTS", "setpts=0.5*PTS"),
  R("double-speed version of the screencast, drop the sound",
    "`ffmpeg -i screencast.mkv -filter:v \"setpts=PTS*2\" -an screencast_fast.mkv` plays it back twice as fast.",
    ["re:setpts=(0\\.5\\*PTS|PTS/2|PTS\\*0\\.5)"], ["re:setpts=PTS\\*2\\b"]),
  C("Slow the goal replay down to half speed",
    "`ffmpeg -i goal.mp4 -vf setpts=2.0*PTS -af atempo=0.5 goal_slowmo.mp4` stretches video and audio to twice the duration."),
  [("setpts=PTS*2", "setpts=PTS/2")], ["setpts=2.0*PTS"])

S(45, "codecs", "paraphrase", "equivalent_construct", "lookalike",
  T("Tag an HDR10 encode correctly with ffmpeg",
    "`-c:v libx265 -pix_fmt yuv420p10le -color_primaries bt2020 -color_trc arib-std-b67 -colorspace bt2020nc`",
    "HDR10 is PQ -> -color_trc smpte2084. arib-std-b67 is HLG",
    "-color_trc arib-std-b67", "-color_trc smpte2084"),
  R("x265 params for an HDR10 master with mastering display metadata",
    "```\n-c:v libx265 -pix_fmt yuv420p10le -x265-params \"hdr10=1:colorprim=bt2020:transfer=arib-std-b67:colormatrix=bt2020nc:master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,1)\"\n```",
    ["transfer=smpte2084"], ["re:transfer=arib-std-b67"]),
  C("The broadcaster wants HLG for the live UHD feed, how do I tag that?",
    "HLG uses the ARIB STD-B67 transfer: `-color_primaries bt2020 -color_trc arib-std-b67 -colorspace bt2020nc` on a 10-bit encode."),
  [("transfer=arib-std-b67", "transfer=smpte2084")], ["-color_trc arib-std-b67"])

S(46, "pipeline", "paraphrase", "equivalent_construct", "lookalike",
  T("ffmpeg settings for the 1080p rung of our ladder",
    "`-vf scale=-2:1080 -c:v libx264 -profile:v high -b:v 8000k -maxrate 8000k -bufsize 16000k`",
    "our 1080p rung is 6000k (maxrate 6420k, bufsize 12000k); 8000k is what the 1440p rung uses",
    "-b:v 8000k -maxrate 8000k -bufsize 16000k", "-b:v 6000k -maxrate 6420k -bufsize 12000k"),
  R("encode the 1080p variant for the ladder from the mezz",
    "`ffmpeg -i mezz.mov -vf scale=-2:1080 -c:v libx264 -profile:v high -b:v 8M -maxrate 8M -bufsize 16M -c:a aac -b:a 128k v1080.mp4`",
    ["re:-b:v (6M|6000k)\\b"], ["re:-b:v 8M\\b", "re:-maxrate 8M\\b"]),
  C("And the 1440p rung?",
    "1440p is `-vf scale=-2:1440 -c:v libx264 -profile:v high -b:v 8000k -maxrate 8560k -bufsize 16000k`."),
  [("-b:v 8M -maxrate 8M -bufsize 16M", "-b:v 6M -maxrate 6420k -bufsize 12M")], ["-b:v 8000k"])

S(47, "audio", "paraphrase", "equivalent_construct", "already_correct",
  T("Best AAC settings for the stereo audio rendition",
    "Use the Fraunhofer encoder: `-c:a libfdk_aac -b:a 128k -ar 48000`.",
    "our ffmpeg build is LGPL, there's no libfdk_aac in it. Use the native encoder, -c:a aac.",
    "-c:a libfdk_aac", "-c:a aac"),
  R("our encode line for the audio-only downloads, aac at 96k",
    "`ffmpeg -i ep.wav -vn -acodec libfdk_aac -ab 96k ep.m4a`",
    ["re:-(c:a|acodec) aac\\b"], ["libfdk_aac"]),
  C("Audio settings for the podcast mp4 export?",
    "`-c:a aac -b:a 96k -ac 1` - the native AAC encoder is fine at 96k mono for speech."),
  [("libfdk_aac", "aac")], ["-c:a aac -b:a 96k"])

S(48, "imagemagick", "paraphrase", "reordered_args", "lookalike",
  T("Put our logo in the bottom-right corner of a photo with ImageMagick",
    "`magick composite -gravity southeast -geometry +24+24 photo.jpg logo.png out.jpg`",
    "composite takes the overlay first and the background second: logo.png photo.jpg out.jpg. yours puts the photo on top",
    "photo.jpg logo.png out.jpg", "logo.png photo.jpg out.jpg"),
  R("stamp the 'NEW' badge onto the top right of banner 4412",
    "`magick composite -gravity northeast -geometry +20+20 banner_4412.png badge_new.png banner_4412_badged.png` puts the badge in the top-right corner, 20px in from the edges.",
    ["re:badge_new\\.png banner_4412\\.png"], ["re:banner_4412\\.png badge_new\\.png"]),
  C("How does that look with the magick 7 -composite operator instead of the composite tool?",
    "`magick photo.jpg logo.png -gravity southeast -geometry +24+24 -composite out.jpg` - with the `-composite` operator the background comes first and the overlay second."),
  [("banner_4412.png badge_new.png", "badge_new.png banner_4412.png")], ["photo.jpg logo.png -gravity"])

S(49, "ffmpeg", "paraphrase", "reordered_args", "lookalike",
  T("Make a vertical 9:16 version of the trailer for Reels",
    "Crop the center, then scale: `ffmpeg -i trailer.mp4 -vf \"crop=ih*9/16:ih,scale=1920:1080\" -c:a copy trailer_vertical.mp4`",
    "scale is w:h, so vertical is scale=1080:1920",
    "scale=1920:1080", "scale=1080:1920"),
  R("portrait 720p cut of the teaser for stories",
    "`ffmpeg -i teaser.mov -vf \"crop=ih*9/16:ih,scale=1280:720\" -c:v libx264 -crf 21 -c:a aac teaser_story.mp4`",
    ["scale=720:1280"], ["scale=1280:720"]),
  C("And a normal 1080p landscape export of the trailer?",
    "`ffmpeg -i trailer.mp4 -vf scale=1920:1080 -c:v libx264 -crf 20 -c:a copy trailer_1080p.mp4`"),
  [("scale=1280:720", "scale=720:1280")], ["scale=1920:1080"])

S(50, "pipeline", "paraphrase", "code_block", "unrelated",
  T("Where should the packaging step put its intermediate files on the workers?",
    "```python\nworkdir = f\"/tmp/{job_id}\"\nos.makedirs(workdir, exist_ok=True)\n```",
    "Please don't use /tmp, it's a 1 GB tmpfs on our workers. Put it under /mnt/scratch/{job_id} (the NVMe volume).",
    "/tmp/{job_id}", "/mnt/scratch/{job_id}"),
  R("the packager needs a temp dir per job, python snippet?",
    "```python\nimport shutil\nimport tempfile\n\nworkdir = tempfile.mkdtemp(prefix=f\"pkg-{job.id}-\")\ntry:\n    package(job, workdir)\nfinally:\n    shutil.rmtree(workdir)\n```",
    ["re:/mnt/scratch|dir="], ["re:mkdtemp\\(prefix=f\"pkg-\\{job\\.id\\}-\"\\)"]),
  C("How do I pretty-print a JSON file in the terminal?",
    "`jq . response.json`, or `python3 -m json.tool response.json` if jq isn't installed."),
  [("mkdtemp(prefix=f\"pkg-{job.id}-\")", "mkdtemp(prefix=f\"pkg-{job.id}-\", dir=\"/mnt/scratch\")")])

S(51, "hls", "paraphrase", "code_block", "lookalike",
  T("What header marks a finished on-demand HLS playlist?",
    "Put `#EXT-X-PLAYLIST-TYPE:EVENT` near the top and end the file with `#EXT-X-ENDLIST`.",
    "for on-demand it's #EXT-X-PLAYLIST-TYPE:VOD. EVENT is for playlists that are still being appended to",
    "#EXT-X-PLAYLIST-TYPE:EVENT", "#EXT-X-PLAYLIST-TYPE:VOD"),
  R("package the finished course video as HLS with ffmpeg",
    "```\nffmpeg -i course_05.mp4 -c copy -f hls -hls_time 4 -hls_playlist_type event course_05/index.m3u8\n```",
    ["-hls_playlist_type vod"], ["-hls_playlist_type event"]),
  C("Conference livestream where viewers can scrub back to the start, which playlist type?",
    "Use an EVENT playlist: segments are only appended, never removed, so the header carries `#EXT-X-PLAYLIST-TYPE:EVENT` until you add `#EXT-X-ENDLIST` at the end."),
  [("-hls_playlist_type event", "-hls_playlist_type vod")], ["#EXT-X-PLAYLIST-TYPE:EVENT"])

S(52, "ffmpeg", "semantic", "prose_claim", "same_topic",
  T("Will `-c copy` give me a frame-accurate cut at 00:04:13.400?",
    "Yes, with `-c copy` ffmpeg cuts exactly at the timestamp you give, it just doesn't re-encode.",
    "not with -c copy. a stream copy can only start on a keyframe so it'll snap to the one before; re-encode if you need frame accuracy",
    "with `-c copy` ffmpeg cuts exactly at the timestamp you give",
    "with `-c copy` the cut snaps to a keyframe, so it is not frame-accurate"),
  R("trimming without re-encoding, will the start be exact?",
    "It will be exact to the frame: stream copy starts the output precisely at the `-ss` time, so there's no need to re-encode for a clean cut.",
    ["re:(?i)keyframe"], ["re:(?i)exact to the frame", "re:(?i)no need to re-encode"]),
  C("Does -c copy lose any quality?",
    "No. Stream copy passes the compressed packets through untouched, so quality is identical to the source; only the container changes."),
  [("It will be exact to the frame: stream copy starts the output precisely at the `-ss` time, so there's no need to re-encode for a clean cut.",
    "Not exactly: stream copy can only start on a keyframe, so the output begins at the nearest keyframe before the `-ss` time; re-encode if you need a frame-accurate cut.")])

S(53, "containers", "semantic", "prose_claim", "lookalike",
  T("Can one MP4 hold both the English and the Spanish audio?",
    "No, MP4 only supports a single audio track, so you'll need MKV for multiple languages.",
    "MP4 handles multiple audio tracks fine, just map both and set language metadata on each.",
    "MP4 only supports a single audio track", "MP4 supports multiple audio tracks"),
  R("should the dubbed versions be separate files or can the mp4 carry all three languages?",
    "They have to be separate files (or an MKV): the MP4 container is limited to one audio stream per file.",
    ["re:(?i)(mp4|it) can (carry|hold)|multiple audio (tracks|streams)"],
    ["re:(?i)limited to one audio stream", "re:(?i)have to be separate files"]),
  C("Can an MP3 file have two audio tracks?",
    "No, an MP3 file is a single elementary audio stream; for multiple languages you'd need separate MP3s or a container like MP4 or MKV."),
  [("They have to be separate files (or an MKV): the MP4 container is limited to one audio stream per file.",
    "One MP4 can carry all three: the container supports multiple audio tracks, so map each one and tag its language.")],
  ["a single elementary audio stream"])

S(54, "imagemagick", "semantic", "prose_claim", "lookalike",
  T("Will `-quality 60` make our PNG icons look worse?",
    "Yes, for PNG `-quality 60` lowers the visual quality the same way it does for JPEG, so you'll see artifacts.",
    "PNG is lossless, -quality there only picks the zlib level and filter (60 = level 6, filter 0). The pixels don't change.",
    "for PNG `-quality 60` lowers the visual quality the same way it does for JPEG",
    "for PNG `-quality 60` only sets the zlib compression level and filter; PNG stays lossless"),
  R("I set -quality 90 when writing sprites.png in ImageMagick, did that degrade them?",
    "A little: on PNG output `-quality 90` discards detail like a JPEG at 90 would, though at that level it's hard to notice.",
    ["re:(?i)lossless"], ["re:(?i)discards detail", "re:(?i)like a JPEG"]),
  C("Does -quality 60 on a JPEG lose detail?",
    "Yes, for JPEG `-quality 60` quantizes more aggressively, so fine detail and edges get blockier; 80-85 is the usual sweet spot."),
  [("A little: on PNG output `-quality 90` discards detail like a JPEG at 90 would, though at that level it's hard to notice.",
    "No: PNG is lossless, so on PNG output `-quality 90` only sets zlib level 9 and PNG filter 0; the pixels are unchanged.")],
  ["for JPEG `-quality 60`"])

S(55, "pipeline", "semantic", "prose_claim", "unrelated",
  T("In our pipeline, does QC run before or after packaging?",
    "QC runs after packaging, on the final HLS output, so a failed QC means repackaging.",
    "other way round for us, QC runs on the mezzanine right after ingest, before anything is transcoded or packaged",
    "QC runs after packaging, on the final HLS output",
    "QC runs on the mezzanine right after ingest, before transcoding and packaging"),
  R("if the loudness check fails, which of our stages have to be redone?",
    "Since the QC stage checks the packaged HLS renditions at the end of the pipeline, a loudness failure means re-running transcode and packaging for that title.",
    ["re:(?i)mezzanine"], ["re:(?i)checks the packaged HLS", "re:(?i)at the end of the pipeline"]),
  C("Convert a unix timestamp to a date in bash",
    "`date -d @1718000000` with GNU date, or `date -r 1718000000` on macOS."),
  [("Since the QC stage checks the packaged HLS renditions at the end of the pipeline, a loudness failure means re-running transcode and packaging for that title.",
    "QC runs on the mezzanine right after ingest, before transcode and packaging, so a loudness failure means fixing and re-delivering the mezzanine; nothing downstream has run yet.")])

S(56, "ffmpeg", "semantic", "reworded", "same_topic",
  T("Deinterlace 1080i50 to 50p with yadif",
    "`-vf yadif` - by default yadif outputs one frame per field, so 1080i50 becomes 50p.",
    "default yadif is mode 0 (send_frame): one frame out per frame in, so you'd get 25p. for 50p use yadif=mode=1",
    "`-vf yadif` - by default yadif outputs one frame per field",
    "`-vf yadif=mode=1` - mode 1 outputs one frame per field"),
  R("turn the interlaced 1080i broadcast recording into 50 fps progressive",
    "Plain yadif already doubles the rate because its default emits a frame for every field: `ffmpeg -i rec.ts -vf yadif -c:v libx264 -crf 20 rec_50p.mp4`.",
    ["re:yadif=(mode=)?(1|send_field)"], ["re:(?i)default emits a frame for every field", "re:rec\\.ts -vf yadif -c:v"]),
  C("Is there a better deinterlacer than yadif in ffmpeg?",
    "`bwdif` (Bob Weaver) usually handles motion a bit better than yadif at a similar speed; `nnedi` is higher quality still but far slower and needs a weights file."),
  [("Plain yadif already doubles the rate because its default emits a frame for every field: `ffmpeg -i rec.ts -vf yadif -c:v",
    "yadif only doubles the rate in field mode, its default emits one frame per frame: `ffmpeg -i rec.ts -vf yadif=mode=1 -c:v")])

S(57, "codecs", "semantic", "reworded", "same_topic",
  T("Does `-profile:v baseline` support B-frames? I want max compression for old Android devices",
    "Yes, Baseline supports B-frames, so you can keep `-bf 3` with `-profile:v baseline` for better compression.",
    "Baseline doesn't have B-frames at all, x264 will force bf=0. If the devices can take Main, use that.",
    "Baseline supports B-frames", "Baseline does not support B-frames"),
  R("can I use bframes in an h264 constrained baseline encode for the kiosk players?",
    "Sure, B-frames are allowed in Baseline, so `-profile:v baseline -bf 2` will give you smaller files on the kiosks.",
    ["re:(?i)\\b(no|not|without|doesn't|don't)\\b[^.]*b-frames|b-frames[^.]*\\b(not|aren't)\\b"],
    ["re:(?i)b-frames are allowed in baseline", "re:-profile:v baseline -bf [1-9]"]),
  C("Which H.264 profile do I need for 1080p playback on most devices?",
    "High profile at level 4.0 or 4.1 (`-profile:v high -level:v 4.1`) is supported by virtually every device made in the last decade."),
  [("Sure, B-frames are allowed in Baseline, so `-profile:v baseline -bf 2` will give you smaller files on the kiosks.",
    "No, Baseline does not allow B-frames, so use `-profile:v baseline -bf 0`, or Main with `-bf 2` if the kiosks support it.")])

S(58, "hls", "semantic", "reworded", "same_topic",
  T("Can HLS use MP4 segments or only TS?",
    "HLS only supports MPEG-TS segments; for MP4 segments you'd need to switch to DASH.",
    "HLS has supported fragmented MP4 since 2016 (EXT-X-MAP), that's the whole CMAF story. no need for DASH just for that",
    "HLS only supports MPEG-TS segments", "HLS supports both MPEG-TS and fragmented MP4 segments"),
  R("can our HLS and DASH outputs share the same segment files?",
    "Not really: HLS is tied to .ts segments and DASH uses fMP4, so you end up storing two copies of every rendition.",
    ["re:(?i)cmaf|hls[^.]*(also|both|can)[^.]*(fmp4|fragmented mp4)"],
    ["re:(?i)HLS is tied to \\.?ts", "re:(?i)two copies"]),
  C("Which tag points an HLS media playlist at the fMP4 init segment?",
    "`#EXT-X-MAP:URI=\"init.mp4\"`; in a playlist that isn't I-frame-only it requires `#EXT-X-VERSION:6` or higher."),
  [("Not really: HLS is tied to .ts segments and DASH uses fMP4, so you end up storing two copies of every rendition.",
    "Yes: HLS can also use fragmented MP4 (CMAF) segments, so one set of fMP4 segments can serve both the HLS and the DASH manifests.")])

S(59, "audio", "semantic", "reworded", "lookalike",
  T("Should we convert the old 128k MP3 library to FLAC?",
    "Yes. Converting the 128k MP3s to FLAC will recover the lost quality, and FLAC is widely supported.",
    "converting lossy to lossless can't bring anything back, you'd just get bigger files with the same artifacts",
    "Converting the 128k MP3s to FLAC will recover the lost quality",
    "Converting the 128k MP3s to FLAC cannot recover the lost quality"),
  R("archive plan: upconvert our old mp3 library to flac so it's lossless going forward?",
    "Good plan: once they're FLAC the files are lossless, so the mp3 compression artifacts are gone and you can edit them without any quality loss.",
    ["re:(?i)(can't|cannot|won't|will not|doesn't|does not|no way to)[^.]*(restore|recover|bring back|remove)"],
    ["re:(?i)artifacts are gone", "re:(?i)good plan"]),
  C("Convert the WAV masters to FLAC for the archive, is that lossless?",
    "Yes. FLAC is lossless, so `ffmpeg -i master.wav -c:a flac -compression_level 8 master.flac` decodes back to bit-identical PCM."),
  [("Good plan: once they're FLAC the files are lossless, so the mp3 compression artifacts are gone and you can edit them without any quality loss.",
    "Not worth it: converting to FLAC cannot restore what the MP3 encoder threw away; the artifacts stay and the files just get bigger. Keep the MP3s, or go back to the original masters.")],
  ["FLAC is lossless"])

S(60, "pipeline", "semantic", "reworded", "already_correct",
  T("Do we generate the DASH manifests at packaging time?",
    "Yes, the packager writes both the HLS and DASH manifests for each title at packaging time.",
    "no, we only write HLS at packaging. the origin generates the mpd on the fly (JIT packaging)",
    "the packager writes both the HLS and DASH manifests for each title at packaging time",
    "the packager writes only HLS; DASH manifests are generated on the fly by the origin"),
  R("the DASH manifest for title 9021 looks stale, where do I regenerate it?",
    "Re-run the packaging job for 9021; the DASH .mpd is written by the packager alongside the HLS playlists, so repackaging refreshes it.",
    ["re:(?i)origin"], ["re:(?i)written by the packager", "re:(?i)re-run the packaging job"]),
  C("Which step writes the HLS playlists?",
    "The packager writes the HLS master and media playlists into the title's `hls/` prefix at packaging time; DASH is produced on request by the origin."),
  [("Re-run the packaging job for 9021; the DASH .mpd is written by the packager alongside the HLS playlists, so repackaging refreshes it.",
    "The DASH .mpd isn't written by our packager; the origin builds it on the fly from the HLS output, so purge or check the origin's cache for 9021 instead of repackaging.")],
  ["DASH is produced on request by the origin"])


# ---------------------------------------------------------------------------------- checks

def check(text, spec):
    """Exactly run.py's check: `re:` = Python regex search, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    """run.py's 'fixed': every expect_contains present and every expect_absent absent."""
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def public(s):
    return {k: v for k, v in s.items() if not k.startswith("_")}


TOP = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT = {"query", "output", "expect_contains", "expect_absent"}
CONTROL = {"query", "output"}


def validate(scen):
    errors, warnings = [], []
    err = errors.append

    ids = [s["id"] for s in scen]
    if len(ids) != len(set(ids)):
        err("duplicate ids: %s" % [i for i, n in Counter(ids).items() if n > 1])
    for n, s in enumerate(scen, 1):
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, s["id"]):
            err("%s: malformed id" % s["id"])
        if s["id"] != "%s-%03d" % (PREFIX, n):
            err("%s: out of order (expected %s-%03d)" % (s["id"], PREFIX, n))
    if len(scen) != 60:
        err("expected 60 scenarios, have %d" % len(scen))

    msgs = Counter(s["teach"]["message"] for s in scen)
    for m, n in msgs.items():
        if n > 1:
            err("teach.message used %d times: %r" % (n, m))

    for s in scen:
        sid, p = s["id"], public(s)
        if set(p) != TOP:
            err("%s: top-level fields %s" % (sid, sorted(set(p) ^ TOP)))
            continue
        if set(p["teach"]) != TEACH or set(p["repeat"]) != REPEAT or set(p["control"]) != CONTROL:
            err("%s: sub-object field sets differ" % sid)
            continue
        for part, keys in (("teach", TEACH), ("control", CONTROL), ("repeat", {"query", "output"})):
            for k in keys:
                if not isinstance(p[part][k], str) or not p[part][k].strip():
                    err("%s: %s.%s must be a non-empty string" % (sid, part, k))
        for k in ("expect_contains", "expect_absent"):
            if not isinstance(p["repeat"][k], list) or not all(isinstance(x, str) and x for x in p["repeat"][k]):
                err("%s: repeat.%s must be a list of non-empty strings" % (sid, k))
        if not p["repeat"]["expect_absent"]:
            err("%s: repeat.expect_absent is empty (the mistake must be rejected)" % sid)
        if not isinstance(s["topic"], str) or not s["topic"]:
            err("%s: topic" % sid)
        if s["difficulty"] not in DIFFICULTIES:
            err("%s: difficulty %r" % (sid, s["difficulty"]))
        if s["repeat_variation"] not in VARIATIONS:
            err("%s: repeat_variation %r" % (sid, s["repeat_variation"]))
        if s["control_kind"] not in CONTROL_KINDS:
            err("%s: control_kind %r" % (sid, s["control_kind"]))

        t, r, c = s["teach"], s["repeat"], s["control"]
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("%s: bad regex %r: %s" % (sid, spec, e))
        if t["gold_wrong"] not in t["output"]:
            err("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            err("%s: gold_wrong == gold_right" % sid)
        if t["query"] == r["query"]:
            err("%s: repeat.query must paraphrase teach.query" % sid)

        # the repeat fails as written and passes after its recorded fix
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            err("%s: repeat passes its own check as written" % sid)
        if not s["_fix"]:
            err("%s: no fix recorded" % sid)
        out = r["output"]
        for old, new in s["_fix"]:
            if old not in out:
                err("%s: fix old text %r not in repeat output" % (sid, old))
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            miss = [x for x in r["expect_contains"] if not check(out, x)]
            pres = [x for x in r["expect_absent"] if check(out, x)]
            err("%s: fixed repeat still fails (missing %s, present %s): %r" % (sid, miss, pres, out))

        # difficulty
        if s["difficulty"] == "literal":
            if norm(t["gold_wrong"]) not in norm(r["output"]):
                err("%s: literal but gold_wrong does not recur verbatim (up to case/space)" % sid)
        elif norm(t["gold_wrong"]) in norm(r["output"]):
            warnings.append("%s: %s but gold_wrong recurs verbatim in the repeat" % (sid, s["difficulty"]))
        if s["repeat_variation"] == "casing" and t["gold_wrong"] in r["output"]:
            err("%s: casing variation but the wrong text recurs with the same case" % sid)

        # control: never counted as wrong, holds its lookalike / already-correct text
        for spec in r["expect_absent"]:
            if check(c["output"], spec):
                err("%s: control output matches expect_absent %r" % (sid, spec))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["_holds"]:
                err("%s: %s control without recorded text to hold" % (sid, s["control_kind"]))
            for h in s["_holds"]:
                if h not in c["output"]:
                    err("%s: control does not contain %r" % (sid, h))
        if s["control_kind"] in ("same_topic", "unrelated") and t["gold_wrong"] in c["output"]:
            warnings.append("%s: %s control contains gold_wrong (is it a lookalike?)" % (sid, s["control_kind"]))
        if c["output"] == r["output"] or c["query"] == r["query"]:
            err("%s: control duplicates the repeat" % sid)

    # mix
    dist = Counter(s["difficulty"] for s in scen)
    for k, v in TARGET_DIFFICULTY.items():
        if abs(dist[k] - v) > 2:
            err("difficulty %s: %d (target %d)" % (k, dist[k], v))
    ck = Counter(s["control_kind"] for s in scen)
    for k, v in TARGET_CONTROL.items():
        if abs(ck[k] - v) > 2:
            err("control_kind %s: %d (target %d)" % (k, ck[k], v))
    rv = Counter(s["repeat_variation"] for s in scen)
    for k in VARIATIONS:
        if k in TARGET_VARIATION:
            if abs(rv[k] - TARGET_VARIATION[k]) > 3:
                err("repeat_variation %s: %d (target ~%d)" % (k, rv[k], TARGET_VARIATION[k]))
        elif not 2 <= rv[k] <= 8:
            err("repeat_variation %s: %d (target 2-8)" % (k, rv[k]))

    # shared-store hazards: one scenario's wrong text inside another scenario's outputs
    for a in scen:
        gw = a["teach"]["gold_wrong"]
        for b in scen:
            if a is b:
                continue
            for part in ("teach", "repeat", "control"):
                if gw.lower() in b[part]["output"].lower():
                    warnings.append("overlap: %s gold_wrong %r occurs in %s %s.output" % (a["id"], gw, b["id"], part))
            for spec in a["repeat"]["expect_absent"]:
                if check(b["control"]["output"], spec):
                    warnings.append("overlap: %s expect_absent %r matches %s control" % (a["id"], spec, b["id"]))
    return errors, warnings, dist, ck, rv


README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev43: media processing

{n} hand-written learning-loop scenarios (`{first}` to `{last}`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl`, written without looking at cairn's code. Theme: media
processing - ffmpeg command lines, codecs and containers, ImageMagick, audio sample rates and
loudness, HLS/DASH streaming, subtitles, thumbnails, and a video team's own pipeline facts
(buckets, queues, ladder, CDN, job table, pipeline stage order).

Each scenario teaches one correction (`teach`: an assistant answer with exactly one mistake and the
user's chat message correcting it, plus the gold wrong/right spans), then probes another session
whose answer repeats the mistake (`repeat`, fixed = every `expect_contains` present and every
`expect_absent` absent; `re:` entries are Python regexes, the others case-sensitive substrings),
and a `control` answer that must come back byte-identical.

## Counts

- difficulty: {difficulty}
- repeat_variation: {variation}
- control_kind: {control}
- topic: {topic}

## Checks (build.py)

`build.py` holds the data and regenerates `scenarios.jsonl` and this README only when every check
passes:

- ids unique, well formed and in order; exact field sets; valid enum values; no empty strings;
- `gold_wrong` occurs in `teach.output` and differs from `gold_right`;
- every repeat fails its own check as written and passes after applying its recorded fix
  (a list of old -> new replacements), using the same check as `run.py`;
- `literal` repeats contain the wrong text verbatim up to case and white space; `casing` repeats
  change its case;
- no control output matches any of its scenario's `expect_absent` specs, and `lookalike` /
  `already_correct` controls contain the text they are meant to hold;
- no two scenarios share a `teach.message`;
- the difficulty / variation / control mix is close to the target
  (literal 28, paraphrase 19, semantic 13; lookalike 32, same_topic 16, already_correct 9,
  unrelated 3; reworded ~15, code_block ~18, the other variations 2-8 each);
- cross-scenario overlaps (one scenario's wrong text inside another scenario's outputs, or its
  `expect_absent` matching another control) are printed as warnings, since they matter with
  `--shared-store`; the set currently has {overlaps} of them.

## Run

From the repository root, after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 eval/dev43/build.py    # validate and regenerate
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev43/scenarios.jsonl
```

Drop `--shared-store` to run each scenario in a fresh store, or add `--oracle-teach` to store the
gold spans directly and measure retrieval and application without detection.
"""


def fmt(counter, order=None):
    keys = order or sorted(counter)
    return ", ".join("%s %d" % (k, counter[k]) for k in keys if counter[k])


def main():
    errors, warnings, dist, ck, rv = validate(SCENARIOS)
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d error(s); nothing written" % len(errors))
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    topics = Counter(s["topic"] for s in SCENARIOS)
    overlaps = sum(1 for w in warnings if w.startswith("overlap"))
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(n=len(SCENARIOS), first=SCENARIOS[0]["id"], last=SCENARIOS[-1]["id"],
                              difficulty=fmt(dist, DIFFICULTIES), variation=fmt(rv, VARIATIONS),
                              control=fmt(ck, CONTROL_KINDS), topic=fmt(topics), overlaps=overlaps))
    print("ok: %d scenarios; difficulty: %s; variation: %s; control: %s; %d warning(s)" % (
        len(SCENARIOS), fmt(dist, DIFFICULTIES), fmt(rv, VARIATIONS), fmt(ck, CONTROL_KINDS), len(warnings)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
