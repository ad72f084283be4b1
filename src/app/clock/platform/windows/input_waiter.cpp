// The input waiter on Windows (app/clock/platform/input_waiter.hpp): the loop's thread's message
// queue, with the system's timer at 1 ms.
#include "app/clock/platform/input_waiter.hpp"

// windows.h first: timeapi.h relies on its definitions.
#include <windows.h>

#include <timeapi.h>

namespace pendule::app {

InputWaiter::InputWaiter() {
    // Auto-reset: one wait() takes a wake-up, however many wake() calls made it.
    if (HANDLE event = CreateEventW(nullptr, FALSE, FALSE, nullptr))
        wake_[0] = reinterpret_cast<std::intptr_t>(event);
}

void InputWaiter::watch(std::uintptr_t window) {
    if (window == 0 || watches_keys_)
        return;
    // Timeouts to the millisecond rather than the default tick of 15.6 ms (SFML's sleep does the same).
    timeBeginPeriod(1);
    watches_keys_ = true;
    watches_clicks_ = true;
}

InputWaiter::~InputWaiter() {
    if (watches_keys_)
        timeEndPeriod(1);
    if (wake_[0] != -1)
        CloseHandle(reinterpret_cast<HANDLE>(wake_[0]));
}

void InputWaiter::wake() {
    if (wake_[0] != -1)
        SetEvent(reinterpret_cast<HANDLE>(wake_[0]));
}

void InputWaiter::watch_clicks() {}

bool InputWaiter::hears_before_window() const {
    return false;
}

const char* InputWaiter::how() const {
    return watches_keys_ ? "win32" : "sleep";
}

bool InputWaiter::wait(std::int64_t timeout_us) {
    // Rounded up: waking before the deadline would only make the loop wait again.
    const auto timeout_ms = static_cast<DWORD>(timeout_us > 0 ? (timeout_us + 999) / 1000 : 0);
    HANDLE event = wake_[0] != -1 ? reinterpret_cast<HANDLE>(wake_[0]) : nullptr;
    const DWORD handles = event ? 1 : 0;
    if (!watches_keys_ && !event) {
        Sleep(timeout_ms);
        return false;
    }
    // Any new message for this thread (keys, clicks, touch, paint, timers, posted, sent), when it
    // has the window: SFML has taken every earlier one from the queue (pollEvent) before the loop
    // waits. Not the pointer's moves, which the clock does not use: they are taken from the queue
    // at the next input or deadline. Timers do wake it: one left in the queue would be handled by
    // SFML's pollEvent before the next key's event, on the press's time (Wine's timer that follows
    // the pointer leaving the window cost 50-90 us a key that way; the Windows build's SFML no
    // longer asks for it, third_party/sfml/README.origin).
    constexpr DWORD wanted = QS_ALLINPUT & ~static_cast<DWORD>(QS_MOUSEMOVE);
    const DWORD woken = watches_keys_ ? MsgWaitForMultipleObjects(handles, &event, FALSE, timeout_ms, wanted)
                                      : WaitForMultipleObjects(handles, &event, FALSE, timeout_ms);
    return watches_keys_ && woken == WAIT_OBJECT_0 + handles; // the queue's index follows the handles
}

} // namespace pendule::app
