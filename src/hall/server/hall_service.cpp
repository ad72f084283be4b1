#include "hall/server/hall_service.hpp"

#include "hall/link/board_state.hpp"
#include "hall/link/hall_record.hpp"
#include "hall/server/boards_json.hpp"
#include "hall/server/round_pgn.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>

namespace pendule::hall {

namespace {

// The board's whole journal, as read from the database, replayed; the database's error as the
// replay's problem when it could not be read.
BoardReplay replay_read(const BoardEntry& board, const Result<std::string>& journal) {
    if (journal)
        return replay_board(board, *journal);
    BoardReplay replay;
    replay.problem = journal.error().text();
    return replay;
}

constexpr std::chrono::seconds pgn_interval(1);

HallClock& required_clock(const HallSettings& settings) {
    if (!settings.clock)
        throw std::invalid_argument("HallSettings::clock: the hall needs its monotonic time");
    if (!settings.wall_now)
        throw std::invalid_argument("HallSettings::wall_now: the hall needs its wall time");
    return *settings.clock;
}

// A request's records as the log names them: "record 4", "records 4 to 9", "from record 4".
std::string records_named(const ResendRange& range) {
    if (range.to == INT64_MAX)
        return "from record " + std::to_string(range.from);
    if (range.to == range.from)
        return "record " + std::to_string(range.from);
    return "records " + std::to_string(range.from) + " to " + std::to_string(range.to);
}

} // namespace

HallService::HallService(std::unique_ptr<HallStore> store, HallSettings settings)
    : store_(std::move(store)), settings_(std::move(settings)), live_(required_clock(settings_)) {
    progress_.total = store_->boards().size(); // what the pages are told until read_boards has read them
    if (!settings_.read_later)
        read_boards();
    if (settings_.write_pgn)
        pgn_thread_ = std::thread([this] { pgn_loop(); });
}

HallService::~HallService() {
    if (!pgn_thread_.joinable())
        return;
    {
        std::lock_guard lock(pgn_mutex_);
        pgn_stopping_ = true;
    }
    pgn_wake_.notify_all();
    pgn_thread_.join();
}

std::int64_t HallService::now() const {
    return settings_.wall_now();
}

bool HallService::follows(const std::string& event) const {
    return !settings_.event || event == *settings_.event;
}

std::vector<std::string> HallService::subscriptions() const {
    std::vector<std::string> filters;
    for (const char* leaf : {"journal", "status", "round", "setup"})
        filters.push_back("pendule/" + settings_.event.value_or("+") + "/board/+/" + leaf);
    return filters;
}

std::string HallService::earlier_subscription() const {
    return "pendule/" + settings_.event.value_or("+") + "/board/+/#";
}

Reaction HallService::on_connected() {
    Reaction reaction;
    std::lock_guard lock(mutex_);
    for (const BoardEntry* board : store_->boards())
        if (follows(board->event))
            ask_resend(*board, reaction, true);
    return reaction;
}

Reaction HallService::due_requests() {
    Reaction reaction;
    std::lock_guard lock(mutex_);
    const std::int64_t at = now();
    for (auto it = asked_.begin(); it != asked_.end();) {
        const BoardEntry* board = store_->find(it->first.first, it->first.second);
        if (!board || board->pending == 0) {
            it = asked_.erase(it); // no hole: a request for what follows waits for the next connection
            continue;
        }
        if (at - it->second.at >= it->second.wait_ms)
            ask_resend(*board, reaction);
        ++it;
    }
    return reaction;
}

std::optional<Error> HallService::begin_batch() {
    std::lock_guard lock(mutex_);
    return store_->begin_batch();
}

std::optional<Error> HallService::end_batch() {
    std::lock_guard lock(mutex_);
    auto problem = store_->commit_batch();
    if (problem) {
        replays_.clear();      // the journals may be shorter again: every replay is made anew
        checkpointed_.clear(); // and the batch's checkpoints are gone: each board keeps one anew
    }
    return problem;
}

Reaction HallService::on_message(std::string_view topic, std::string_view payload) {
    Reaction reaction;
    auto parsed = parse_topic(topic);
    if (parsed && parsed->leaf == "resend")
        return reaction; // the hall's own request, or another hall's
    if (parsed && parsed->leaf == "state")
        return reaction; // a board's snapshot, for other readers: the hall replays the journal itself
    if (parsed && parsed->leaf == "setup") {
        on_setup(*parsed, payload, reaction);
        return reaction;
    }
    if (parsed && parsed->leaf == "round")
        on_round(*parsed, payload, reaction);
    else if (parsed && parsed->leaf == "status")
        on_status(*parsed, topic, payload, reaction);
    else
        on_record(topic, payload, reaction);
    return reaction;
}

// A board's .../round (retained): the round it plays, for /round.pgn's "R.B".
void HallService::on_round(const HallTopic& topic, std::string_view payload, Reaction& reaction) {
    if (!follows(topic.event))
        return;
    if (!is_valid_round(payload)) {
        reaction.log.push_back("rejected: event " + topic.event + ", board " + std::to_string(topic.board) +
                               ": a round is numbers separated by dots, 16 characters at most");
        return;
    }
    {
        std::lock_guard lock(mutex_);
        if (auto problem = store_->set_round(topic.event, topic.board, std::string(payload)))
            reaction.log.push_back("error: " + problem->text());
    }
    write_pgn(reaction);
}

// The desk's .../setup (retained): the board's players, for /round/<r>/games.pgn. An empty payload
// clears it.
void HallService::on_setup(const HallTopic& topic, std::string_view payload, Reaction& reaction) {
    if (!follows(topic.event))
        return;
    const auto key = std::make_pair(topic.event, topic.board);
    if (payload.empty()) {
        std::lock_guard lock(mutex_);
        setups_.erase(key);
        return;
    }
    const std::string where = "event " + topic.event + ", board " + std::to_string(topic.board);
    auto setup = io::parse_board_setup(payload, where + ", set-up");
    if (!setup) {
        reaction.log.push_back("rejected: " + setup.error().text());
        return;
    }
    if (setup->event != topic.event || setup->board != topic.board) {
        reaction.log.push_back("rejected: " + where + ": the set-up names event " + setup->event +
                               ", board " + std::to_string(setup->board));
        return;
    }
    {
        std::lock_guard lock(mutex_);
        setups_[key] = std::move(setup.value());
    }
    write_pgn(reaction);
}

// A board's .../status: "online", or "offline" (also its last will).
void HallService::on_status(const HallTopic& topic, std::string_view topic_text, std::string_view payload,
                            Reaction& reaction) {
    if (!follows(topic.event))
        return;
    if (payload != "online" && payload != "offline") {
        reaction.log.push_back("rejected: " + std::string(topic_text) +
                               ": a status is 'online' or 'offline'");
        return;
    }
    std::lock_guard lock(mutex_);
    if (auto problem = store_->set_link(topic.event, topic.board, std::string(payload), now()))
        reaction.log.push_back("error: " + problem->text());
    feed_board(topic.event, topic.board);
    // A board back with a hole open: now is when it can answer.
    if (payload == "online")
        if (const BoardEntry* board = store_->find(topic.event, topic.board); board && board->pending > 0)
            ask_resend(*board, reaction, true);
}

// A journal line: stored when it is the board's next record; a record beyond a hole is kept aside
// and the board asked for the missing one.
void HallService::on_record(std::string_view topic, std::string_view payload, Reaction& reaction) {
    auto record = parse_hall_record(topic, payload, settings_.event);
    if (!record) {
        reaction.log.push_back("rejected: " + record.error().text());
        return;
    }
    StoreOutcome outcome = StoreOutcome::Refused;
    {
        std::lock_guard lock(mutex_);
        const StoreReport report = store_->add(*record, now());
        outcome = report.outcome;
        if (outcome == StoreOutcome::KeptAside || outcome == StoreOutcome::Refused)
            reaction.log.push_back(report.message);
        if (outcome == StoreOutcome::KeptAside)
            if (const BoardEntry* board = store_->find(record->event, record->board))
                ask_resend(*board, reaction);
        if (outcome == StoreOutcome::Stored) {
            feed_board(record->event, record->board);
            if (const BoardEntry* board = store_->find(record->event, record->board)) {
                keep_checkpoint(*board, reaction);
                if (board->pending == 0)
                    asked_.erase({board->event, board->board}); // no hole left
            }
        }
    }
    if (outcome == StoreOutcome::Stored)
        write_pgn(reaction);
}

// pendule/<event>/board/<n>/resend: the hole (from the next record to the one before the first kept
// aside), or what follows the last record when nothing is kept aside.
void HallService::ask_resend(const BoardEntry& board, Reaction& reaction, bool now_again) {
    ResendRange range{board.last_seq + 1};
    if (board.pending > 0)
        if (const auto first = store_->first_pending(board.event, board.board); first && *first > range.from)
            range.to = *first - 1;
    const std::int64_t at = now();
    Asked& last = asked_[{board.event, board.board}];
    // What the last request's answer brings (a part of it may have come already) is not asked again
    // before its wait is over.
    const bool again =
        !now_again && last.wait_ms > 0 && last.range.from <= range.from && range.to <= last.range.to;
    if (again && at - last.at < last.wait_ms)
        return;
    constexpr std::int64_t first_wait_ms = 1000;
    constexpr std::int64_t longest_wait_ms = 8000;
    last.wait_ms = again ? std::min(2 * last.wait_ms, longest_wait_ms) : first_wait_ms;
    last.range = range;
    last.at = at;
    const std::string payload = resend_payload(range);
    reaction.publish.push_back({board_topic(board.event, board.board, "resend"), payload});
    reaction.log.push_back("asked event " + board.event + ", board " + std::to_string(board.board) +
                           " to send again " + records_named(range));
}

// The board's replay takes the new record at once, page or no page (the store keeps a line only
// until then); the pages are told only when one is open: a page that opens later starts from the
// full state, taken after this.
void HallService::feed_board(const std::string& event, int board) {
    const BoardEntry* entry = store_->find(event, board);
    if (!entry)
        return;
    const BoardReplay* replay = replay_of(*entry);
    if (!replay || live_.connections() == 0 || !follows(entry->event))
        return;
    live_.publish(event, board, board_json(board_view(*entry, *replay, now())));
}

BoardReplay HallService::read_board(const std::string& event, int number, std::vector<std::string>& log,
                                    std::int64_t& covered) {
    const std::string where = "event " + event + ", board " + std::to_string(number);
    covered = -1;
    BoardEntry board;
    std::optional<HallStore::Checkpoint> checkpoint;
    Result<std::string> header = std::string(), journal = std::string();
    {
        std::lock_guard lock(mutex_);
        if (const BoardEntry* entry = store_->find(event, number))
            board = *entry;
        auto found = store_->checkpoint(event, number);
        if (!found)
            log.push_back(where + ": its checkpoint cannot be read (" + found.error().text() +
                          "): replayed whole");
        else
            checkpoint = std::move(found.value());
        if (checkpoint && checkpoint->seq > board.last_seq) {
            log.push_back(where + ": its checkpoint covers record " + std::to_string(checkpoint->seq) +
                          ", beyond its last stored record " + std::to_string(board.last_seq) +
                          ": replayed whole");
            checkpoint.reset();
        }
        if (checkpoint) {
            header = store_->journal_from(event, number, 0, 0);
            journal = store_->journal_from(event, number, checkpoint->seq + 1);
        } else {
            journal = store_->journal(event, number);
        }
        store_->take_new_lines(event, number); // in what was just read
    }
    if (checkpoint && header && journal) {
        auto replay = restore_replay(board, *header, checkpoint->state);
        if (!replay)
            log.push_back(where + ": its checkpoint (record " + std::to_string(checkpoint->seq) +
                          ") is of another version or damaged: replayed whole");
        else if (replay->next_seq != checkpoint->seq + 1)
            log.push_back(where + ": its checkpoint says record " + std::to_string(checkpoint->seq) +
                          " but holds a replay up to record " + std::to_string(replay->next_seq - 1) +
                          ": replayed whole");
        else if (journal->empty() || extend_replay(*replay, *journal)) {
            covered = checkpoint->seq;
            return std::move(*replay);
        } else
            log.push_back(where + ": the records after its checkpoint (record " +
                          std::to_string(checkpoint->seq) + ") do not carry it on: replayed whole");
    }
    if (checkpoint) {
        std::lock_guard lock(mutex_);
        journal = store_->journal(event, number);
    }
    return replay_read(board, journal);
}

std::vector<std::string> HallService::read_boards() {
    std::vector<std::pair<std::string, int>> keys;
    {
        std::lock_guard lock(mutex_);
        for (const BoardEntry* board : store_->boards())
            keys.emplace_back(board->event, board->board);
        progress_ = {0, keys.size()};
    }
    std::vector<std::string> log;
    std::size_t whole = 0;
    std::int64_t replayed = 0; // records replayed after the checkpoints taken up
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < keys.size() && !stop_reading_; i = next++) {
            const auto& [event, number] = keys[i];
            std::vector<std::string> lines;
            std::int64_t covered = -1;
            BoardReplay replay = read_board(event, number, lines, covered);
            const std::int64_t last = replay.next_seq - 1;
            // A board that had many records to replay keeps its replay now, for the next start.
            std::optional<std::string> state;
            if (replay.extendable && replay.replayer && last - covered >= settings_.checkpoint_every)
                state = save_replay(replay);
            std::lock_guard lock(mutex_);
            if (covered < 0)
                ++whole;
            else
                replayed += last - covered;
            if (state) {
                if (auto problem = store_->save_checkpoint(event, number, last, *state))
                    lines.push_back("error: event " + event + ", board " + std::to_string(number) +
                                    ": its checkpoint not kept: " + problem->text());
                else
                    covered = last;
            }
            if (covered >= 0)
                checkpointed_[keys[i]] = covered;
            const BoardReplay& kept = replays_.insert_or_assign(keys[i], std::move(replay)).first->second;
            ++progress_.read;
            const BoardEntry* entry = store_->find(event, number);
            if (entry && live_.connections() > 0 && follows(event))
                live_.publish(event, number, board_json(board_view(*entry, kept, now())));
            log.insert(log.end(), lines.begin(), lines.end());
        }
    };
    const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1U, 8U);
    std::vector<std::thread> helpers;
    for (unsigned k = 1; k < threads && k < keys.size(); ++k)
        helpers.emplace_back(work);
    work();
    for (std::thread& helper : helpers)
        helper.join();
    {
        std::lock_guard lock(mutex_);
        all_read_ = true; // a board left unread (stop_reading) is replayed when first asked for
        log.push_back("read " + std::to_string(progress_.read) + " of " + std::to_string(keys.size()) +
                      " boards: " + std::to_string(progress_.read - whole) + " from their checkpoints (" +
                      std::to_string(replayed) + " records replayed after them), " + std::to_string(whole) +
                      " replayed whole");
    }
    live_.wake(); // the open pages hear that the start is over
    return log;
}

std::optional<StartProgress> HallService::starting() {
    std::lock_guard lock(mutex_);
    if (all_read_)
        return std::nullopt;
    return progress_;
}

void HallService::keep_checkpoint(const BoardEntry& board, Reaction& reaction) {
    const BoardReplay* replay = replay_of(board);
    if (!replay || !replay->extendable || !replay->replayer || replay->next_seq - 1 != board.last_seq)
        return;
    const auto key = std::pair{board.event, board.board};
    const auto known = checkpointed_.find(key);
    if (board.last_seq - (known == checkpointed_.end() ? -1 : known->second) < settings_.checkpoint_every)
        return;
    if (auto problem =
            store_->save_checkpoint(board.event, board.board, board.last_seq, save_replay(*replay)))
        reaction.log.push_back("error: event " + board.event + ", board " + std::to_string(board.board) +
                               ": its checkpoint not kept: " + problem->text());
    else
        checkpointed_[key] = board.last_seq;
}

const BoardReplay* HallService::replay_of(const BoardEntry& board) {
    const auto key = std::pair{board.event, board.board};
    auto it = replays_.find(key);
    if (it == replays_.end() && !all_read_)
        return nullptr; // the start reads it
    if (it != replays_.end() && board.new_lines.empty())
        return &it->second;
    std::string more = store_->take_new_lines(board.event, board.board);
    if (it != replays_.end() && extend_replay(it->second, more))
        return &it->second;
    // No replay yet, or the new lines could not carry it on: the whole journal from the database.
    return &replays_.insert_or_assign(key, replay_read(board, store_->journal(board.event, board.board)))
                .first->second;
}

void HallService::write_pgn(Reaction& reaction) {
    if (!settings_.write_pgn)
        return;
    std::unique_lock lock(pgn_mutex_);
    if (pgn_error_) {
        reaction.log.push_back("error: " + *pgn_error_);
        pgn_error_.reset();
    }
    const HallClock::Time at = settings_.clock->now();
    if (pgn_waiting_ || (pgn_written_ && at - *pgn_written_ < pgn_interval)) {
        pgn_waiting_ = true; // the PGN thread writes it when the second is over
        pgn_wake_.notify_all();
        return;
    }
    pgn_written_ = at;
    lock.unlock();
    if (auto problem = write_pgn_files())
        reaction.log.push_back("error: " + *problem);
}

std::optional<std::string> HallService::write_pgn_files() {
    std::optional<std::string> first;
    if (auto problem = settings_.write_pgn("round.pgn", round_pgn()))
        first = problem->text();
    // Each round's games, in a folder of its own, for a broadcaster program that uploads files.
    std::map<std::string, std::string> rounds;
    {
        std::lock_guard lock(mutex_);
        for (const auto& [round, boards] : boards_by_round(std::nullopt, now()))
            if (!round.empty())
                rounds[round] = hall::games_pgn(round, boards);
    }
    for (const auto& [round, text] : rounds)
        if (auto problem = settings_.write_pgn("round-" + round + "/games.pgn", text); problem && !first)
            first = problem->text();
    return first;
}

std::string HallService::round_of(const BoardEntry& entry, const BoardView& view) const {
    if (!entry.round.empty())
        return entry.round;
    if (!view.round.empty())
        return view.round;
    const auto setup = setups_.find({entry.event, entry.board});
    return setup == setups_.end() ? std::string() : setup->second.round;
}

std::map<std::string, std::vector<BroadcastBoard>>
HallService::boards_by_round(const std::optional<std::string>& only, std::int64_t at) {
    // One pass over the boards, each viewed once (at 1,000 boards in several rounds, a pass per
    // round viewed every board again for each).
    std::map<std::string, std::vector<BroadcastBoard>> out;
    for (const BoardEntry* board : store_->boards()) {
        if (!follows(board->event))
            continue;
        const BoardReplay* replay = replay_of(*board);
        if (!replay)
            continue;
        BoardView view = board_view(*board, *replay, at);
        std::string round = round_of(*board, view);
        if (only && round != *only)
            continue;
        const auto setup = setups_.find({board->event, board->board});
        out[std::move(round)].push_back(
            {board, replay, std::move(view),
             setup == setups_.end() ? std::nullopt : std::optional<io::BoardSetup>(setup->second)});
    }
    for (auto& [round, boards] : out)
        std::stable_sort(boards.begin(), boards.end(), [](const BroadcastBoard& a, const BroadcastBoard& b) {
            return a.view.board < b.view.board;
        });
    return out;
}

std::optional<std::string> HallService::games_pgn(const std::string& round) {
    std::lock_guard lock(mutex_);
    auto rounds = boards_by_round(round, now());
    if (rounds.empty())
        return std::nullopt;
    return hall::games_pgn(round, rounds.begin()->second);
}

void HallService::pgn_loop() {
    HallClock& clock = *settings_.clock;
    std::unique_lock lock(pgn_mutex_);
    while (true) {
        clock.wait(lock, pgn_wake_, std::nullopt, [this] { return pgn_waiting_ || pgn_stopping_; });
        if (!pgn_stopping_ && pgn_written_)
            clock.wait(lock, pgn_wake_, *pgn_written_ + pgn_interval, [this] { return pgn_stopping_; });
        if (!pgn_waiting_)
            return; // stopping, nothing waits
        pgn_waiting_ = false;
        pgn_written_ = clock.now();
        lock.unlock();
        auto problem = write_pgn_files();
        lock.lock();
        if (problem)
            pgn_error_ = *problem;
        if (pgn_stopping_ && !pgn_waiting_)
            return;
    }
}

std::string HallService::boards_json() {
    std::vector<BoardView> views;
    {
        std::lock_guard lock(mutex_);
        const std::int64_t at = now();
        for (const BoardEntry* board : store_->boards())
            if (follows(board->event))
                if (const BoardReplay* replay = replay_of(*board))
                    views.push_back(board_view(*board, *replay, at));
    }
    return hall::boards_json(views);
}

std::string HallService::round_pgn() {
    std::vector<const BoardEntry*> entries;
    std::vector<BoardView> views;
    std::lock_guard lock(mutex_);
    const std::int64_t at = now();
    for (const BoardEntry* board : store_->boards())
        if (follows(board->event))
            if (const BoardReplay* replay = replay_of(*board)) {
                entries.push_back(board);
                views.push_back(board_view(*board, *replay, at));
            }
    return hall::round_pgn(entries, views);
}

std::optional<std::string> HallService::decision_log(int board, const std::string& event) {
    std::lock_guard lock(mutex_);
    for (const BoardEntry* entry : store_->boards())
        if (entry->board == board && (event.empty() || entry->event == event) && follows(entry->event)) {
            auto journal = store_->journal(entry->event, entry->board);
            return decision_log_json(entry->board, journal ? *journal : std::string());
        }
    return std::nullopt;
}

std::optional<std::string> HallService::board_game(int board, const std::string& event) {
    std::lock_guard lock(mutex_);
    for (const BoardEntry* entry : store_->boards())
        if (entry->board == board && (event.empty() || entry->event == event) && follows(entry->event)) {
            auto journal = store_->journal(entry->event, entry->board);
            return board_game_json(entry->event, entry->board, journal ? *journal : std::string());
        }
    return std::nullopt;
}

std::size_t HallService::board_count() {
    std::lock_guard lock(mutex_);
    return store_->boards().size();
}

std::optional<BoardEntry> HallService::board(const std::string& event, int board) {
    std::lock_guard lock(mutex_);
    const BoardEntry* entry = store_->find(event, board);
    return entry ? std::optional<BoardEntry>(*entry) : std::nullopt;
}

std::optional<std::string> HallService::journal(const std::string& event, int board) {
    std::lock_guard lock(mutex_);
    if (!store_->find(event, board))
        return std::nullopt;
    auto journal = store_->journal(event, board);
    return journal ? std::optional<std::string>(std::move(*journal)) : std::nullopt;
}

} // namespace pendule::hall
