#ifndef CFFMPEG_SHIM_H
#define CFFMPEG_SHIM_H
#include <errno.h>
#include <stdio.h>
#include <math.h>
#include <string.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/display.h>
#include <libavutil/opt.h>
#include <libavutil/error.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>
#include <libavutil/channel_layout.h>
#include <libavutil/samplefmt.h>

// Function-like and expression macros are not imported by Swift: wrap them here.

static inline int cffmpeg_averror(int e) { return AVERROR(e); }
static const int CFFMPEG_AVERROR_EOF = AVERROR_EOF;
static const int CFFMPEG_AVERROR_EAGAIN = AVERROR(EAGAIN);
static const int CFFMPEG_AVERROR_INVALIDDATA = AVERROR_INVALIDDATA;
static const int64_t CFFMPEG_AV_NOPTS_VALUE = AV_NOPTS_VALUE;
static const int CFFMPEG_FF_THREAD_FRAME_SLICE = FF_THREAD_FRAME | FF_THREAD_SLICE;
static const int CFFMPEG_SWS_BILINEAR = SWS_BILINEAR;
/// For RGB input of odd width: without full chroma input swscale averages the last
/// chroma sample with a pixel that is not there (a visible tinted edge).
static const int CFFMPEG_SWS_CONVERT_FLAGS = SWS_BILINEAR | SWS_FULL_CHR_H_INP | SWS_ACCURATE_RND;
static const int CFFMPEG_AV_CODEC_FLAG_GLOBAL_HEADER = AV_CODEC_FLAG_GLOBAL_HEADER;
static const int CFFMPEG_AVFMT_GLOBALHEADER = AVFMT_GLOBALHEADER;
static const int CFFMPEG_AVFMT_NOFILE = AVFMT_NOFILE;
static const int CFFMPEG_AVIO_FLAG_WRITE = AVIO_FLAG_WRITE;
static const int CFFMPEG_AVSEEK_FLAG_BACKWARD = AVSEEK_FLAG_BACKWARD;

/// av_strerror into the caller's buffer; always NUL-terminated.
static inline void cffmpeg_strerror(int errnum, char *buf, size_t size) {
    if (size == 0) return;
    if (av_strerror(errnum, buf, size) < 0) {
        snprintf(buf, size, "error %d", errnum);
    }
    buf[size - 1] = 0;
}

/// Rotation from the stream's display matrix, normalised to 0/90/180/270 clockwise.
/// av_display_rotation_get returns degrees counter-clockwise in (-180, 180].
static inline int cffmpeg_stream_rotation(const AVStream *st) {
    if (!st) return 0;
    size_t size = 0;
    const uint8_t *sd = av_stream_get_side_data(st, AV_PKT_DATA_DISPLAYMATRIX, &size);
    if (!sd || size < 9 * sizeof(int32_t)) return 0;
    double theta = -av_display_rotation_get((const int32_t *)sd);
    if (isnan(theta)) return 0;
    long quarter = lround(theta / 90.0);
    int deg = (int)(((quarter % 4) + 4) % 4) * 90;
    return deg;
}

#endif
