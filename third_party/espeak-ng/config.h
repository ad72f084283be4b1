/* eSpeak NG's config.h for Pendule's Windows build (ours; upstream's configure writes it).
 * Only what the library's sources need from it: the version it reports. What configure would
 * switch on is left off on purpose, since Pendule asks eSpeak NG only for samples in its
 * synchronous mode (src/voice/synthesizer.cpp):
 *   USE_ASYNC                 the playing thread and its queue (fifo.c, event.c, espeak_command.c)
 *   HAVE_PCAUDIOLIB_AUDIO_H   eSpeak NG's own audio output (Pendule plays through OpenAL)
 *   HAVE_SONIC_H              speech faster than 450 words a minute
 *   INCLUDE_KLATT, INCLUDE_SPEECHPLAYER, INCLUDE_MBROLA   other synthesisers than the default
 *                             one, which the English and French voices use
 */
#define PACKAGE_VERSION "1.51"
