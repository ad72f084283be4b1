// pendule-cli eboard [--port PORT|auto] [--seconds N] [--turned]: a DGT e-board's link checked, and
// the moves read from it as the clock reads them, with a DGT clock's presses when one is plugged into
// the board (docs/eboard.md).
#include "args/args.hpp"
#include "cli/commands.hpp"
#include "cli/usage_error.hpp"
#include "core/clock/duration_text.hpp"
#include "core/eboard/clock_watch.hpp"
#include "core/eboard/dgt_protocol.hpp"
#include "core/eboard/move_recognizer.hpp"
#include "core/parse.hpp"
#include "io/eboard/board_port.hpp"

#include <chrono>
#include <optional>
#include <ostream>
#include <variant>

namespace pendule::cli {

namespace {

constexpr const char* kEboardHelp =
    "usage: pendule-cli eboard [--port PORT|auto] [--seconds N] [--turned]\n\n"
    "Opens a DGT e-board's serial port (9600 baud, 8N1), asks the board its version and its\n"
    "position, and for N seconds (default 60) says what it reports: the board's version and serial\n"
    "number, the moves read from it from the standard start position as the clock reads them, the\n"
    "moves taken back, a position that is no position of the game; with a DGT clock plugged into\n"
    "the board, its lever presses and the times they leave, its flags, pauses and times set by\n"
    "hand. The last lines give the moves read and what was dropped from the link. Ctrl+C ends it.\n\n"
    "options:\n"
    "  --port PORT   the board's port: /dev/ttyACM0, /dev/rfcomm0, COM3...; auto (the default):\n"
    "                the first of /dev/ttyACM*, /dev/ttyUSB*, /dev/rfcomm* (COM1 to COM64 on\n"
    "                Windows) whose board answers\n"
    "  --seconds N   how long to listen (1 to 86400)\n"
    "  --turned      the board stands turned round (White on the connector's right); otherwise\n"
    "                found from the first position it shows\n"
    "  --help        this text\n";

std::int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// "12. " before White's move, "12... " before Black's (from the standard start).
void move_number(std::ostream& out, int ply) {
    out << ply / 2 + 1 << (ply % 2 == 0 ? ". " : "... ");
}

void say(std::ostream& out, const eboard::BoardEvent& e) {
    using Kind = eboard::BoardEvent::Kind;
    switch (e.kind) {
    case Kind::move:
        out << "move ";
        move_number(out, e.ply);
        out << e.san << '\n';
        break;
    case Kind::move_replaced:
        out << "move ";
        move_number(out, e.ply);
        out << e.san << " (replaces the move read before it)\n";
        break;
    case Kind::taken_back:
        out << "taken back: " << e.plies << (e.plies == 1 ? " move" : " moves") << '\n';
        break;
    case Kind::unknown:
        out << "set the position back: the board shows " << e.board << '\n';
        break;
    case Kind::restored:
        out << "the position is back\n";
        break;
    case Kind::orientation:
        out << (e.orientation == eboard::Orientation::turned
                    ? "the board stands turned round\n"
                    : "the board stands with its connector on White's left\n");
        break;
    case Kind::new_game:
        out << "a new game\n";
        break;
    case Kind::result_shown:
        out << "result shown with the kings in the centre: " << e.score << '\n';
        break;
    case Kind::illegal:
    case Kind::illegal_replaced:
        out << "illegal move ";
        move_number(out, e.ply);
        out << e.illegal.text
            << (e.kind == Kind::illegal_replaced ? " (replaces the move read before it)" : "")
            << "; the game goes on from " << e.illegal.fen << '\n';
        break;
    case Kind::illegal_taken_back:
        out << "taken back: " << e.plies << (e.plies == 1 ? " move" : " moves") << ", the illegal move "
            << e.illegal.text << " among them\n";
        break;
    }
}

std::string clock_text(int seconds) {
    return clock::format_clock(clock::Millis{seconds} * 1000);
}

void say(std::ostream& out, const eboard::ClockEvent& e) {
    using Kind = eboard::ClockEvent::Kind;
    const char* face = e.face == eboard::ClockFace::left ? "left" : "right";
    const std::string times =
        "left " + clock_text(e.shows.left_seconds) + ", right " + clock_text(e.shows.right_seconds);
    switch (e.kind) {
    case Kind::connected:
        out << "clock on the board: " << times << (e.shows.running ? ", running" : ", stopped") << '\n';
        break;
    case Kind::disconnected:
        out << "no clock on the board\n";
        break;
    case Kind::pressed:
        out << "clock pressed on the " << face << ": " << times << '\n';
        break;
    case Kind::started:
        out << "clock running: the " << face << " side's time\n";
        break;
    case Kind::stopped:
        out << "clock stopped: " << times << '\n';
        break;
    case Kind::flag:
        out << "clock: the " << face << " flag fell\n";
        break;
    case Kind::set:
        out << "clock set by hand: " << times << '\n';
        break;
    }
}

} // namespace

int run_eboard(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    Args args;
    args.value_option("--port");
    args.value_option("--seconds");
    args.flag_option("--turned");
    args.flag_option("--help");
    if (auto problem = args.parse(words))
        return usage_error(err, "eboard", *problem);
    if (args.has("--help")) {
        out << kEboardHelp;
        return 0;
    }
    if (!args.positionals().empty())
        return usage_error(err, "eboard", "no operand expected (see pendule-cli eboard --help)");
    const auto seconds = parse_integer(args.value("--seconds").value_or("60"), 1, 86400);
    if (!seconds)
        return usage_error(err, "eboard", "--seconds must be a whole number from 1 to 86400");
    auto port = io::open_board(args.value("--port").value_or("auto"));
    if (!port) {
        err << "pendule-cli eboard: " << port.error().text() << '\n';
        return 2;
    }
    out << "port " << port->name() << '\n' << std::flush;
    if (auto problem = io::greet_board(*port)) {
        err << "pendule-cli eboard: " << problem->text() << '\n';
        return 2;
    }
    eboard::RecognizerSettings settings;
    if (args.has("--turned"))
        settings.orientation = eboard::Orientation::turned;
    eboard::MoveRecognizer recognizer{rules::Game(), settings};
    eboard::FrameReader reader;
    eboard::ClockWatch clock_watch;
    const std::int64_t until = now_ms() + *seconds * 1000;
    int status = 0;
    while (now_ms() < until) {
        auto bytes = port->read(50);
        if (!bytes) {
            out << "the link is lost: " << bytes.error().text() << '\n';
            status = 1;
            break;
        }
        for (const auto& m : reader.feed(*bytes)) {
            if (const auto* v = std::get_if<eboard::BoardVersion>(&m))
                out << "board version " << v->major << '.' << v->minor << '\n';
            else if (const auto* s = std::get_if<eboard::SerialNumber>(&m))
                out << "board serial number " << s->digits << '\n';
            else if (const auto* d = std::get_if<eboard::BoardDump>(&m))
                recognizer.on_board(d->squares, now_ms());
            else if (const auto* f = std::get_if<eboard::FieldUpdate>(&m))
                recognizer.on_field(*f, now_ms());
            else if (const auto* t = std::get_if<eboard::ClockTime>(&m))
                for (const auto& e : clock_watch.on_time(*t))
                    say(out, e);
        }
        for (const auto& e : recognizer.tick(now_ms()))
            say(out, e);
        out << std::flush;
    }
    // The moves up to the first illegal move, then what the score's comment says of the rest.
    const auto& game = recognizer.board_game().parts().front();
    out << "moves read: " << recognizer.board_game().ply_count();
    for (int ply = 0; ply < game.ply_count(); ++ply) {
        out << ' ';
        if (ply % 2 == 0)
            move_number(out, ply);
        out << game.san_moves()[static_cast<std::size_t>(ply)];
    }
    if (!recognizer.board_game().illegal_moves().empty()) {
        const auto score = recognizer.board_game().to_pgn();
        const auto& line = score.moves;
        out << " {" << (line.moves.empty() ? line.comments : line.moves.back().comments).back() << '}';
    }
    out << '\n'
        << "link: " << reader.dropped_bytes() << " bytes dropped, " << reader.refused_frames()
        << " frames refused";
    if (!reader.last_problem().empty())
        out << " (last: " << reader.last_problem() << ')';
    out << '\n';
    return status;
}

} // namespace pendule::cli
