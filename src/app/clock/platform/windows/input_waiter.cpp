// The input waiter on Windows (app/clock/platform/input_waiter.hpp): the loop's thread's message
// queue, with the system's timer at 1 ms.
#include "app/clock/platform/input_waiter.hpp"

// windows.h first: timeapi.h relies on its definitions.
#include <windows.h>

#include <timeapi.h>

#include <chrono>
#include <thread>

namespace pendule::app {

InputWaiter::InputWaiter(std::uintptr_t window) {
    if (window == 0)
        return;
    // Timeouts to the millisecond rather than the default tick of 15.6 ms (SFML's sleep does the same).
    timeBeginPeriod(1);
    watches_keys_ = true;
    watches_clicks_ = true;
}

InputWaiter::~InputWaiter() {
    if (watches_keys_)
        timeEndPeriod(1);
}

void InputWaiter::watch_clicks() {}

const char* InputWaiter::how() const {
    return watches_keys_ ? "win32" : "sleep";
}

bool InputWaiter::wait(std::int64_t timeout_us) {
    if (timeout_us <= 0)
        return false;
    if (!watches_keys_) {
        std::this_thread::sleep_for(std::chrono::microseconds(timeout_us));
        return false;
    }
    // Rounded up: waking before the deadline would only make the loop wait again.
    const auto timeout_ms = static_cast<DWORD>((timeout_us + 999) / 1000);
    // Any new message for this thread (keys, mouse, touch, paint, posted): SFML has taken every
    // earlier one from the queue (pollEvent) before the loop waits.
    return MsgWaitForMultipleObjects(0, nullptr, FALSE, timeout_ms, QS_ALLINPUT) == WAIT_OBJECT_0;
}

} // namespace pendule::app
