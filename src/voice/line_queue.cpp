#include "voice/line_queue.hpp"

#include <utility>

namespace pendule::voice {

void LineQueue::add(Sound sound, bool request) {
    if (request) {
        for (Line& line : waiting_) {
            if (line.request) {
                line.sound = std::move(sound);
                ++replaced_count_;
                return;
            }
        }
    }
    waiting_.push_back({std::move(sound), request});
    if (request && playing_request_ && waiting_.size() == 1)
        cut_ = true;
}

std::optional<Sound> LineQueue::next(bool voice_playing) {
    if (waiting_.empty() || (voice_playing && !cut_))
        return std::nullopt;
    if (voice_playing)
        ++cut_count_;
    cut_ = false;
    Line line = std::move(waiting_.front());
    waiting_.pop_front();
    playing_request_ = line.request;
    return std::move(line.sound);
}

} // namespace pendule::voice
