#pragma once

#include "app/clock/model/journal_recorder.hpp"

// The window's link to a tournament hall: every journal record the window writes is
// also published, after it is written and synced, through the hall's JournalPublisher (QoS 1,
// under pendule/<event>/board/<n>/journal). publish() only queues: the network runs in
// libmosquitto's thread, so a press takes no longer with a hall than without.

#include "core/result.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace pendule::hall {
class JournalPublisher;
}

namespace pendule::app {

class HallLink {
  public:
    // `url`: mqtt://HOST:PORT; `user` and `password_file`: the board's account, if the broker wants
    // one (hall::board_login); `round`: the round played, published for the hall's PGN. An Error
    // for a bad URL, event, board or round, an unreadable password file, a client that cannot
    // start, or a broker that refuses the login (waited for up to two seconds; a broker not reached
    // by then is no error: the records wait for it).
    static Result<std::unique_ptr<HallLink>>
    start(const std::string& url, const std::string& event, int board,
          const std::optional<std::string>& user = std::nullopt,
          const std::optional<std::string>& password_file = std::nullopt, const std::string& round = "");
    ~HallLink();
    HallLink(const HallLink&) = delete;
    HallLink& operator=(const HallLink&) = delete;

    // Publishes the lines already in a journal taken up again (--resume), before the new ones.
    void publish_file(const std::filesystem::path& journal);
    // From now on, every write of this recorder's journal is published (its line observer), until
    // the link is destroyed.
    void observe(JournalRecorder& recorder);
    // The desk's set-up for this board when a new one came (hall::JournalPublisher).
    std::optional<std::string> take_setup();
    // Called on the network's thread when a set-up came (the window's loop woken to take it).
    void set_on_setup(std::function<void()> on_setup);
    // The round, taken from the desk's set-up: published for the hall's PGN. Ignored when not a round.
    void set_round(const std::string& round);

  private:
    explicit HallLink(std::unique_ptr<hall::JournalPublisher> publisher);
    void publish_bytes(const std::filesystem::path& file, std::string_view bytes);

    std::unique_ptr<hall::JournalPublisher> publisher_;
    std::optional<std::filesystem::path> file_; // the journal being published
    JournalRecorder* recorder_ = nullptr;       // the journal observed (observe())
};

} // namespace pendule::app
