// Every SDL2 and SDL2_ttf function the project calls, with its library and prototype
// (SDL 2.26's and SDL_ttf 2.20's headers; the compiler checks each against them). A
// function Sandbox or a test starts calling must be added here, or the link fails naming it.
//
// FN(library, return type, name, (parameters), (arguments)) for functions returning a
// value, VOID_FN(library, name, (parameters), (arguments)) for the others.

// Subsystems, hints, errors, time
FN(sdl, int, SDL_InitSubSystem, (Uint32 flags), (flags))
VOID_FN(sdl, SDL_QuitSubSystem, (Uint32 flags), (flags))
FN(sdl, Uint32, SDL_WasInit, (Uint32 flags), (flags))
FN(sdl, SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value))
FN(sdl, SDL_bool, SDL_SetHintWithPriority, (const char *name, const char *value, SDL_HintPriority priority),
   (name, value, priority))
FN(sdl, SDL_bool, SDL_ResetHint, (const char *name), (name))
FN(sdl, const char *, SDL_GetError, (void), ())
VOID_FN(sdl, SDL_Delay, (Uint32 ms), (ms))
FN(sdl, Uint64, SDL_GetPerformanceCounter, (void), ())
FN(sdl, Uint64, SDL_GetPerformanceFrequency, (void), ())
FN(sdl, SDL_RWops *, SDL_RWFromConstMem, (const void *mem, int size), (mem, size))
FN(sdl, void *, SDL_GL_GetProcAddress, (const char *proc), (proc))
FN(sdl, int, SDL_GL_SetAttribute, (SDL_GLattr attr, int value), (attr, value))

// Windows and events
FN(sdl, const char *, SDL_GetCurrentVideoDriver, (void), ())
FN(sdl, SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags),
   (title, x, y, w, h, flags))
VOID_FN(sdl, SDL_DestroyWindow, (SDL_Window *window), (window))
VOID_FN(sdl, SDL_ShowWindow, (SDL_Window *window), (window))
VOID_FN(sdl, SDL_SetWindowTitle, (SDL_Window *window, const char *title), (window, title))
VOID_FN(sdl, SDL_GetWindowSize, (SDL_Window *window, int *w, int *h), (window, w, h))
VOID_FN(sdl, SDL_SetWindowSize, (SDL_Window *window, int w, int h), (window, w, h))
FN(sdl, int, SDL_PollEvent, (SDL_Event *event), (event))
FN(sdl, int, SDL_PushEvent, (SDL_Event *event), (event))
FN(sdl, Uint32, SDL_GetMouseState, (int *x, int *y), (x, y))
VOID_FN(sdl, SDL_free, (void *mem), (mem))

// Rendering
FN(sdl, SDL_Renderer *, SDL_CreateRenderer, (SDL_Window *window, int index, Uint32 flags), (window, index, flags))
FN(sdl, SDL_Renderer *, SDL_CreateSoftwareRenderer, (SDL_Surface *surface), (surface))
VOID_FN(sdl, SDL_DestroyRenderer, (SDL_Renderer *renderer), (renderer))
FN(sdl, int, SDL_GetRendererInfo, (SDL_Renderer *renderer, SDL_RendererInfo *info), (renderer, info))
FN(sdl, int, SDL_GetRendererOutputSize, (SDL_Renderer *renderer, int *w, int *h), (renderer, w, h))
FN(sdl, SDL_Texture *, SDL_GetRenderTarget, (SDL_Renderer *renderer), (renderer))
FN(sdl, int, SDL_SetRenderTarget, (SDL_Renderer *renderer, SDL_Texture *texture), (renderer, texture))
FN(sdl, int, SDL_SetRenderDrawBlendMode, (SDL_Renderer *renderer, SDL_BlendMode blendMode), (renderer, blendMode))
FN(sdl, int, SDL_SetRenderDrawColor, (SDL_Renderer *renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a),
   (renderer, r, g, b, a))
FN(sdl, int, SDL_RenderSetClipRect, (SDL_Renderer *renderer, const SDL_Rect *rect), (renderer, rect))
FN(sdl, int, SDL_RenderSetViewport, (SDL_Renderer *renderer, const SDL_Rect *rect), (renderer, rect))
FN(sdl, int, SDL_RenderClear, (SDL_Renderer *renderer), (renderer))
FN(sdl, int, SDL_RenderFillRectF, (SDL_Renderer *renderer, const SDL_FRect *rect), (renderer, rect))
FN(sdl, int, SDL_RenderCopy,
   (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *srcrect, const SDL_Rect *dstrect),
   (renderer, texture, srcrect, dstrect))
FN(sdl, int, SDL_RenderCopyF,
   (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *srcrect, const SDL_FRect *dstrect),
   (renderer, texture, srcrect, dstrect))
FN(sdl, int, SDL_RenderCopyExF,
   (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *srcrect, const SDL_FRect *dstrect,
    const double angle, const SDL_FPoint *center, const SDL_RendererFlip flip),
   (renderer, texture, srcrect, dstrect, angle, center, flip))
FN(sdl, int, SDL_RenderGeometry,
   (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Vertex *vertices, int num_vertices,
    const int *indices, int num_indices),
   (renderer, texture, vertices, num_vertices, indices, num_indices))
FN(sdl, int, SDL_RenderFlush, (SDL_Renderer *renderer), (renderer))
FN(sdl, int, SDL_RenderReadPixels,
   (SDL_Renderer *renderer, const SDL_Rect *rect, Uint32 format, void *pixels, int pitch),
   (renderer, rect, format, pixels, pitch))
VOID_FN(sdl, SDL_RenderPresent, (SDL_Renderer *renderer), (renderer))

// Textures and surfaces
FN(sdl, SDL_Texture *, SDL_CreateTexture, (SDL_Renderer *renderer, Uint32 format, int access, int w, int h),
   (renderer, format, access, w, h))
FN(sdl, SDL_Texture *, SDL_CreateTextureFromSurface, (SDL_Renderer *renderer, SDL_Surface *surface),
   (renderer, surface))
VOID_FN(sdl, SDL_DestroyTexture, (SDL_Texture *texture), (texture))
FN(sdl, int, SDL_QueryTexture, (SDL_Texture *texture, Uint32 *format, int *access, int *w, int *h),
   (texture, format, access, w, h))
FN(sdl, int, SDL_SetTextureAlphaMod, (SDL_Texture *texture, Uint8 alpha), (texture, alpha))
FN(sdl, int, SDL_SetTextureBlendMode, (SDL_Texture *texture, SDL_BlendMode blendMode), (texture, blendMode))
FN(sdl, int, SDL_SetTextureColorMod, (SDL_Texture *texture, Uint8 r, Uint8 g, Uint8 b), (texture, r, g, b))
FN(sdl, int, SDL_SetTextureScaleMode, (SDL_Texture *texture, SDL_ScaleMode scaleMode), (texture, scaleMode))
FN(sdl, int, SDL_UpdateTexture, (SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch),
   (texture, rect, pixels, pitch))
FN(sdl, int, SDL_UpdateYUVTexture,
   (SDL_Texture *texture, const SDL_Rect *rect, const Uint8 *Yplane, int Ypitch, const Uint8 *Uplane,
    int Upitch, const Uint8 *Vplane, int Vpitch),
   (texture, rect, Yplane, Ypitch, Uplane, Upitch, Vplane, Vpitch))
FN(sdl, int, SDL_UpdateNVTexture,
   (SDL_Texture *texture, const SDL_Rect *rect, const Uint8 *Yplane, int Ypitch, const Uint8 *UVplane, int UVpitch),
   (texture, rect, Yplane, Ypitch, UVplane, UVpitch))
VOID_FN(sdl, SDL_SetYUVConversionMode, (SDL_YUV_CONVERSION_MODE mode), (mode))
FN(sdl, int, SDL_LockTexture, (SDL_Texture *texture, const SDL_Rect *rect, void **pixels, int *pitch),
   (texture, rect, pixels, pitch))
VOID_FN(sdl, SDL_UnlockTexture, (SDL_Texture *texture), (texture))
VOID_FN(sdl, SDL_FreeSurface, (SDL_Surface *surface), (surface))
FN(sdl, SDL_Surface *, SDL_CreateRGBSurfaceWithFormat, (Uint32 flags, int width, int height, int depth, Uint32 format),
   (flags, width, height, depth, format))

// Sound
FN(sdl, SDL_AudioDeviceID, SDL_OpenAudioDevice,
   (const char *device, int iscapture, const SDL_AudioSpec *desired, SDL_AudioSpec *obtained,
    int allowed_changes),
   (device, iscapture, desired, obtained, allowed_changes))
VOID_FN(sdl, SDL_PauseAudioDevice, (SDL_AudioDeviceID dev, int pause_on), (dev, pause_on))
VOID_FN(sdl, SDL_CloseAudioDevice, (SDL_AudioDeviceID dev), (dev))

// SDL2_ttf
FN(ttf, int, TTF_Init, (void), ())
FN(ttf, int, TTF_WasInit, (void), ())
FN(ttf, TTF_Font *, TTF_OpenFont, (const char *file, int ptsize), (file, ptsize))
FN(ttf, TTF_Font *, TTF_OpenFontRW, (SDL_RWops *src, int freesrc, int ptsize), (src, freesrc, ptsize))
VOID_FN(ttf, TTF_CloseFont, (TTF_Font *font), (font))
VOID_FN(ttf, TTF_SetFontHinting, (TTF_Font *font, int hinting), (font, hinting))
FN(ttf, int, TTF_SizeUTF8, (TTF_Font *font, const char *text, int *w, int *h), (font, text, w, h))
FN(ttf, SDL_Surface *, TTF_RenderUTF8_Blended, (TTF_Font *font, const char *text, SDL_Color fg), (font, text, fg))
