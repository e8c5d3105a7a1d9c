// Every FFmpeg function the project calls, with its library and prototype (FFmpeg 5.1's
// headers; the compiler checks each against them). A function Media starts calling
// must be added here, or the link fails naming it.
//
// FN(library, return type, name, (parameters), (arguments)) for functions returning a
// value, VOID_FN(library, name, (parameters), (arguments)) for the others.

// libavutil
FN(avutil, int, av_channel_layout_copy, (AVChannelLayout *dst, const AVChannelLayout *src), (dst, src))
VOID_FN(avutil, av_channel_layout_default, (AVChannelLayout *ch_layout, int nb_channels), (ch_layout, nb_channels))
VOID_FN(avutil, av_channel_layout_uninit, (AVChannelLayout *channel_layout), (channel_layout))
VOID_FN(avutil, av_dict_free, (AVDictionary **m), (m))
FN(avutil, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags))
FN(avutil, double, av_display_rotation_get, (const int32_t matrix[9]), (matrix))
FN(avutil, AVFrame *, av_frame_alloc, (void), ())
FN(avutil, int, av_frame_copy_props, (AVFrame *dst, const AVFrame *src), (dst, src))
VOID_FN(avutil, av_frame_free, (AVFrame **frame), (frame))
FN(avutil, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))
FN(avutil, int, av_frame_make_writable, (AVFrame *frame), (frame))
VOID_FN(avutil, av_frame_move_ref, (AVFrame *dst, AVFrame *src), (dst, src))
VOID_FN(avutil, av_frame_unref, (AVFrame *frame), (frame))
VOID_FN(avutil, av_free, (void *ptr), (ptr))
FN(avutil, const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt))
FN(avutil, int, av_image_check_size, (unsigned int w, unsigned int h, int log_offset, void *log_ctx), (w, h, log_offset, log_ctx))
VOID_FN(avutil, av_log_set_level, (int level), (level))
FN(avutil, void *, av_malloc, (size_t size), (size))
FN(avutil, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))

// libavcodec
FN(avcodec, int, av_new_packet, (AVPacket *pkt, int size), (pkt, size))
FN(avcodec, AVPacket *, av_packet_alloc, (void), ())
VOID_FN(avcodec, av_packet_free, (AVPacket **pkt), (pkt))
VOID_FN(avcodec, av_packet_move_ref, (AVPacket *dst, AVPacket *src), (dst, src))
VOID_FN(avcodec, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst))
VOID_FN(avcodec, av_packet_unref, (AVPacket *pkt), (pkt))
FN(avcodec, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
FN(avcodec, const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id))
FN(avcodec, const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id))
FN(avcodec, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))
VOID_FN(avcodec, avcodec_flush_buffers, (AVCodecContext *avctx), (avctx))
VOID_FN(avcodec, avcodec_free_context, (AVCodecContext **avctx), (avctx))
FN(avcodec, const char *, avcodec_get_name, (enum AVCodecID id), (id))
FN(avcodec, int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options))
FN(avcodec, AVCodecParameters *, avcodec_parameters_alloc, (void), ())
FN(avcodec, int, avcodec_parameters_copy, (AVCodecParameters *dst, const AVCodecParameters *src), (dst, src))
VOID_FN(avcodec, avcodec_parameters_free, (AVCodecParameters **par), (par))
FN(avcodec, int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec))
FN(avcodec, int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par), (codec, par))
FN(avcodec, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame))
FN(avcodec, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
FN(avcodec, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))
FN(avcodec, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt))

// libavformat
FN(avformat, int, av_find_best_stream,
   (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream,
    const AVCodec **decoder_ret, int flags),
   (ic, type, wanted_stream_nb, related_stream, decoder_ret, flags))
FN(avformat, AVRational, av_guess_frame_rate, (AVFormatContext *ctx, AVStream *stream, AVFrame *frame),
   (ctx, stream, frame))
FN(avformat, int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FN(avformat, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FN(avformat, int, av_seek_frame, (AVFormatContext *s, int stream_index, int64_t timestamp, int flags),
   (s, stream_index, timestamp, flags))
FN(avformat, uint8_t *, av_stream_get_side_data,
   (const AVStream *stream, enum AVPacketSideDataType type, size_t *size), (stream, type, size))
FN(avformat, int, av_write_trailer, (AVFormatContext *s), (s))
FN(avformat, int, avformat_alloc_output_context2,
   (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename),
   (ctx, oformat, format_name, filename))
VOID_FN(avformat, avformat_close_input, (AVFormatContext **s), (s))
FN(avformat, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options))
VOID_FN(avformat, avformat_free_context, (AVFormatContext *s), (s))
FN(avformat, int, avformat_index_get_entries_count, (const AVStream *st), (st))
FN(avformat, const AVIndexEntry *, avformat_index_get_entry, (AVStream *st, int idx), (st, idx))
FN(avformat, AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
FN(avformat, int, avformat_open_input,
   (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options),
   (ps, url, fmt, options))
FN(avformat, int, avformat_seek_file,
   (AVFormatContext *s, int stream_index, int64_t min_ts, int64_t ts, int64_t max_ts, int flags),
   (s, stream_index, min_ts, ts, max_ts, flags))
FN(avformat, int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
FN(avformat, int, avio_closep, (AVIOContext **s), (s))
FN(avformat, int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))
FN(avformat, int64_t, avio_size, (AVIOContext *s), (s))

// libswresample
FN(swresample, int, swr_alloc_set_opts2,
   (struct SwrContext **ps, AVChannelLayout *out_ch_layout, enum AVSampleFormat out_sample_fmt,
    int out_sample_rate, AVChannelLayout *in_ch_layout, enum AVSampleFormat in_sample_fmt,
    int in_sample_rate, int log_offset, void *log_ctx),
   (ps, out_ch_layout, out_sample_fmt, out_sample_rate, in_ch_layout, in_sample_fmt, in_sample_rate,
    log_offset, log_ctx))
VOID_FN(swresample, swr_close, (struct SwrContext *s), (s))
FN(swresample, int, swr_convert,
   (struct SwrContext *s, uint8_t **out, int out_count, const uint8_t **in, int in_count),
   (s, out, out_count, in, in_count))
VOID_FN(swresample, swr_free, (struct SwrContext **s), (s))
FN(swresample, int, swr_get_out_samples, (struct SwrContext *s, int in_samples), (s, in_samples))
FN(swresample, int, swr_init, (struct SwrContext *s), (s))

// libswscale
VOID_FN(swscale, sws_freeContext, (struct SwsContext *swsContext), (swsContext))
FN(swscale, struct SwsContext *, sws_getCachedContext,
   (struct SwsContext *context, int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH,
    enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param),
   (context, srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
FN(swscale, struct SwsContext *, sws_getContext,
   (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat,
    int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param),
   (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
FN(swscale, int, sws_scale,
   (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY,
    int srcSliceH, uint8_t *const dst[], const int dstStride[]),
   (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))
FN(swscale, int, sws_setColorspaceDetails,
   (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange,
    int brightness, int contrast, int saturation),
   (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))
FN(swscale, const int *, sws_getCoefficients, (int colorspace), (colorspace))
FN(swscale, int, sws_scale_frame, (struct SwsContext *c, AVFrame *dst, const AVFrame *src), (c, dst, src))
