#include "app/clock/platform/hall_link.hpp"

#include "hall/link/broker_address.hpp"
#include "hall/link/broker_login.hpp"
#include "hall/link/journal_publisher.hpp"
#include "io/journal/journal_writer.hpp"

#include <chrono>
#include <fstream>

namespace pendule::app {

Result<std::unique_ptr<HallLink>> HallLink::start(const std::string& url, const std::string& event, int board,
                                                  const std::optional<std::string>& user,
                                                  const std::optional<std::string>& password_file,
                                                  const std::string& round) {
    auto broker = hall::parse_broker_url(url);
    if (!broker)
        return broker.error();
    if (event.empty() || event.find_first_of("/+#") != std::string::npos)
        return fail("--event: not usable as a topic level", event);
    if (board < 1 || board > 9999)
        return fail("--hall needs --board N (1 to 9999)");
    auto login = hall::board_login(user, password_file, board);
    if (!login)
        return login.error();
    auto publisher = std::make_unique<hall::JournalPublisher>(*broker, event, board, *login);
    if (auto problem = publisher->set_round(round))
        return fail(problem->message, "--round");
    if (auto problem = publisher->start())
        return *problem;
    // A wrong password is said before the window opens, not found out after the game.
    if (publisher->wait_connected(std::chrono::seconds(2)) == hall::JournalPublisher::Answer::Refused)
        return fail(publisher->refusal().value_or("the broker refused the connection"), "--hall");
    return std::unique_ptr<HallLink>(new HallLink(std::move(publisher)));
}

HallLink::HallLink(std::unique_ptr<hall::JournalPublisher> publisher) : publisher_(std::move(publisher)) {}

HallLink::~HallLink() {
    if (recorder_)
        recorder_->set_line_observer(nullptr);
    // A moment for the last records to reach the broker before the window closes.
    publisher_->wait_acknowledged(std::chrono::seconds(2));
}

std::optional<std::string> HallLink::take_setup() {
    return publisher_->take_setup();
}

void HallLink::set_on_setup(std::function<void()> on_setup) {
    publisher_->set_on_setup(std::move(on_setup));
}

void HallLink::set_round(const std::string& round) {
    (void)publisher_->set_round(round); // the desk's set-up was checked: a round of numbers and dots
}

void HallLink::publish_file(const std::filesystem::path& journal) {
    std::ifstream in(journal);
    std::string line;
    while (std::getline(in, line))
        if (!line.empty())
            publisher_->publish(line);
    file_ = journal;
}

void HallLink::observe(JournalRecorder& recorder) {
    recorder_ = &recorder;
    recorder.set_line_observer(
        [this](const std::filesystem::path& file, std::string_view bytes) { publish_bytes(file, bytes); });
}

// One write holds whole records ('\n'-terminated); an empty line (a torn record's end) is not one.
// Only one journal is published: the first the window writes (a set-aside journal is another).
void HallLink::publish_bytes(const std::filesystem::path& file, std::string_view bytes) {
    if (!file_)
        file_ = file;
    if (*file_ != file)
        return;
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        const std::size_t end = bytes.find('\n', pos);
        const std::string_view line = bytes.substr(pos, end == std::string_view::npos ? end : end - pos);
        if (!line.empty())
            publisher_->publish(std::string(line));
        if (end == std::string_view::npos)
            break;
        pos = end + 1;
    }
}

} // namespace pendule::app
