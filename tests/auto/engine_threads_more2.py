"""Synthetic thread pages of more forum, board and Q&A engines of today, in the languages
their sites speak (ko, ar, pl, tr, vi, id beside en, ru, ja, zh).

Written after the markup the engines ship in 2024–26 (no page copied from a site or from
the shared datasets): a Naver café article with its comments, a 2ch/5ch-style board's
numbered posts, Lemmy's post and comment tree, Flarum's discussion stream, NodeBB 3's
topic, Discourse's crawler view with its "Similar threads"-like list, Stack Exchange's
2024 question page, a vendor's community answers page (Apple, Microsoft, Google style:
"Helpful", "Accepted answer", levels), Quora-like answers, Baidu Zhidao's best answer,
Habr Q&A and vBulletin 5 / XenForo 2 threads. Each page carries its engine's chrome: vote
counts, "Reply", "Share", user cards, join dates, signatures, post counters, pagination.
:func:`more2_page` returns the page, its posts' paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage

__all__ = ["MORE2_PAGES", "more2_page"]

# A question and four replies in the languages the other suites lack (title, posts).
POSTS2: dict[str, tuple[str, tuple[tuple[str, ...], ...]]] = {
    "ko": ("공유기가 매일 저녁 연결이 끊깁니다", (
        ("지난주부터 공유기가 매일 저녁 여덟 시쯤 연결이 끊어집니다.",
         "케이블도 바꾸고 공장 초기화도 해 봤지만 달라진 것이 없습니다. 비슷한 경험 있으신 "
         "분 계신가요?"),
        ("그 시간에 통신사가 펌웨어 업데이트를 하는지 확인해 보세요. 저도 한 달 동안 똑같은 "
         "증상이 있었습니다.",),
        ("무선 채널 문제일 수도 있습니다. 저녁에는 이웃들이 모두 집에 있어서 대역이 붐비니 "
         "채널을 고정해 보세요.",),
        ("감사합니다, 채널을 고정하니 많이 좋아졌습니다. 벌써 사흘 저녁째 연결이 유지되고 "
         "있어요.",),
        ("다행이네요. 그래도 혹시 모르니 통신사에 펌웨어에 대해 한번 물어보시는 게 좋겠습니다.",),
    )),
    "ar": ("جهاز التوجيه يقطع الاتصال كل مساء", (
        ("منذ الأسبوع الماضي يقطع جهاز التوجيه الاتصال كل مساء في حوالي الساعة الثامنة.",
         "لقد استبدلت الكابل بالفعل وأعدت ضبطه على إعدادات المصنع، لكن لم يتغير شيء. هل واجه "
         "أحدكم هذه المشكلة من قبل؟"),
        ("تحقق مما إذا كان المزود يرسل تحديثا للبرنامج الثابت في ذلك الوقت، فقد حدث معي الشيء "
         "نفسه لمدة شهر.",),
        ("قد تكون المشكلة أيضا في القناة اللاسلكية. في المساء يكون جميع الجيران في منازلهم "
         "ويزدحم النطاق، فجرب قناة ثابتة.",),
        ("شكرا، القناة الثابتة ساعدت كثيرا. الاتصال مستقر منذ ثلاث أمسيات حتى الآن.",),
        ("يسعدني أنها نجحت. مع ذلك أنصحك بسؤال المزود عن البرنامج الثابت احتياطا.",),
    )),
    "pl": ("Router co wieczór zrywa połączenie", (
        ("Od zeszłego tygodnia mój router co wieczór około ósmej zrywa połączenie.",
         "Wymieniłem już kabel i przywróciłem ustawienia fabryczne, ale nic się nie zmieniło. "
         "Czy ktoś miał podobny problem?"),
        ("Sprawdź, czy dostawca nie wgrywa o tej porze aktualizacji oprogramowania; u mnie "
         "przez miesiąc było dokładnie tak samo.",),
        ("To może być też kanał sieci bezprzewodowej. Wieczorem wszyscy sąsiedzi są w domu i "
         "pasmo jest zatłoczone, więc ustaw stały kanał.",),
        ("Dzięki, stały kanał bardzo pomógł. Połączenie trzyma się już od trzech wieczorów.",),
        ("Cieszę się, że działa. Mimo to zapytałbym dostawcę o oprogramowanie, tak na wszelki "
         "wypadek.",),
    )),
    "tr": ("Modem her akşam bağlantıyı koparıyor", (
        ("Geçen haftadan beri modemim her akşam saat sekiz civarında bağlantıyı koparıyor.",
         "Kabloyu değiştirdim ve fabrika ayarlarına döndürdüm ama hiçbir şey değişmedi. Bunu "
         "daha önce yaşayan oldu mu?"),
        ("Servis sağlayıcının o saatte bir yazılım güncellemesi gönderip göndermediğine bak; "
         "bende de bir ay boyunca aynısı oldu.",),
        ("Kablosuz kanal da olabilir. Akşamları bütün komşular evde oluyor ve bant doluyor, "
         "sabit bir kanal dene.",),
        ("Teşekkürler, sabit kanal çok işe yaradı. Bağlantı üç akşamdır hiç kopmadı.",),
        ("Çalışmasına sevindim. Yine de her ihtimale karşı sağlayıcıya yazılımı sormanı "
         "öneririm.",),
    )),
    "vi": ("Bộ định tuyến bị mất kết nối mỗi buổi tối", (
        ("Từ tuần trước, bộ định tuyến của tôi bị mất kết nối vào khoảng tám giờ mỗi tối.",
         "Tôi đã thay cáp và khôi phục cài đặt gốc nhưng không có gì thay đổi. Có ai từng gặp "
         "trường hợp này chưa?"),
        ("Bạn thử kiểm tra xem nhà mạng có đẩy bản cập nhật phần mềm vào giờ đó không; máy "
         "của tôi cũng bị y hệt suốt một tháng.",),
        ("Cũng có thể do kênh không dây. Buổi tối hàng xóm đều ở nhà nên băng tần bị nghẽn, "
         "hãy thử đặt một kênh cố định.",),
        ("Cảm ơn, đặt kênh cố định đã giúp rất nhiều. Kết nối đã ổn định được ba buổi tối rồi.",),
        ("Mừng là đã ổn. Dù vậy bạn vẫn nên hỏi nhà mạng về phần mềm cho chắc chắn.",),
    )),
    "id": ("Router memutus koneksi setiap malam", (
        ("Sejak minggu lalu router saya memutus koneksi setiap malam sekitar jam delapan.",
         "Saya sudah mengganti kabel dan mengembalikannya ke pengaturan pabrik, tetapi tidak "
         "ada yang berubah. Ada yang pernah mengalami ini?"),
        ("Coba periksa apakah penyedia layanan mengirim pembaruan firmware pada jam itu; "
         "punya saya juga begitu selama sebulan.",),
        ("Bisa juga karena kanal nirkabel. Malam hari semua tetangga ada di rumah dan pitanya "
         "penuh, jadi coba kanal tetap.",),
        ("Terima kasih, kanal tetap sangat membantu. Koneksinya sudah stabil selama tiga malam.",),
        ("Senang sudah berhasil. Meski begitu, sebaiknya tetap tanyakan firmware ke penyedia "
         "layanan untuk berjaga-jaga.",),
    )),
}  # fmt: skip

# Interface strings, as the engines' language packs print them.
WORDS: dict[str, dict[str, str]] = {
    "en": {"reply": "Reply", "quote": "Quote", "like": "Like", "share": "Share",
           "report": "Report", "joined": "Joined", "posts": "Posts", "member": "Member",
           "date": "March 3, 2024", "ago": "3 hours ago", "page": "Page 1 of 2", "next": "Next",
           "accepted": "Accepted answer", "answers": "4 answers", "votes": "votes",
           "follow": "Follow", "comments": "5 comments", "similar": "Similar threads",
           "helpful": "Helpful", "level": "Level 3", "views": "1,234 views",
           "sign": "Sent from my phone", "save": "Save", "more": "Show more replies"},
    "ru": {"reply": "Ответить", "quote": "Цитировать", "like": "Нравится",
           "share": "Поделиться", "report": "Пожаловаться", "joined": "Регистрация",
           "posts": "Сообщения", "member": "Участник", "date": "3 марта 2024",
           "ago": "3 часа назад", "page": "Страница 1 из 2", "next": "Вперёд",
           "accepted": "Принятый ответ", "answers": "4 ответа", "votes": "голоса",
           "follow": "Подписаться", "comments": "5 комментариев",
           "similar": "Похожие темы", "helpful": "Полезно", "level": "Уровень 3",
           "views": "1 234 просмотра", "sign": "Отправлено с телефона", "save": "Сохранить",
           "more": "Показать ещё ответы"},
    "ja": {"reply": "返信", "quote": "引用", "like": "いいね", "share": "共有",
           "report": "報告", "joined": "登録日", "posts": "投稿数", "member": "メンバー",
           "date": "2024年3月3日", "ago": "3時間前", "page": "ページ 1 / 2", "next": "次へ",
           "accepted": "承認された回答", "answers": "4 件の回答", "votes": "票",
           "follow": "フォロー", "comments": "コメント 5 件", "similar": "似たスレッド",
           "helpful": "役に立った", "level": "レベル 3", "views": "1,234 回表示",
           "sign": "スマホから送信", "save": "保存", "more": "返信をもっと見る"},
    "zh": {"reply": "回复", "quote": "引用", "like": "赞", "share": "分享", "report": "举报",
           "joined": "注册时间", "posts": "帖子", "member": "会员", "date": "2024年3月3日",
           "ago": "3 小时前", "page": "第 1 页，共 2 页", "next": "下一页",
           "accepted": "已采纳的回答", "answers": "4 个回答", "votes": "票", "follow": "关注",
           "comments": "5 条评论", "similar": "相似主题", "helpful": "有帮助",
           "level": "等级 3", "views": "1,234 次浏览", "sign": "发自我的手机",
           "save": "收藏", "more": "查看更多回复"},
    "ko": {"reply": "답글", "quote": "인용", "like": "좋아요", "share": "공유",
           "report": "신고", "joined": "가입일", "posts": "게시글", "member": "회원",
           "date": "2024.03.03. 21:41", "ago": "3시간 전", "page": "1 / 2 페이지",
           "next": "다음", "accepted": "채택된 답변", "answers": "답변 4개", "votes": "추천",
           "follow": "팔로우", "comments": "댓글 5", "similar": "비슷한 글",
           "helpful": "도움이 됨", "level": "레벨 3", "views": "조회 1,234",
           "sign": "휴대폰에서 보냄", "save": "저장", "more": "답글 더보기"},
    "ar": {"reply": "رد", "quote": "اقتباس", "like": "إعجاب", "share": "مشاركة",
           "report": "إبلاغ", "joined": "تاريخ التسجيل", "posts": "المشاركات",
           "member": "عضو", "date": "3 مارس 2024", "ago": "منذ 3 ساعات",
           "page": "الصفحة 1 من 2", "next": "التالي", "accepted": "إجابة مقبولة",
           "answers": "4 إجابات", "votes": "أصوات", "follow": "متابعة",
           "comments": "5 تعليقات", "similar": "مواضيع مشابهة", "helpful": "مفيد",
           "level": "المستوى 3", "views": "1234 مشاهدة", "sign": "أرسلت من هاتفي",
           "save": "حفظ", "more": "عرض المزيد من الردود"},
    "pl": {"reply": "Odpowiedz", "quote": "Cytuj", "like": "Lubię to", "share": "Udostępnij",
           "report": "Zgłoś", "joined": "Dołączył", "posts": "Posty", "member": "Użytkownik",
           "date": "3 marca 2024", "ago": "3 godziny temu", "page": "Strona 1 z 2",
           "next": "Dalej", "accepted": "Zaakceptowana odpowiedź", "answers": "4 odpowiedzi",
           "votes": "głosy", "follow": "Obserwuj", "comments": "5 komentarzy",
           "similar": "Podobne wątki", "helpful": "Pomocne", "level": "Poziom 3",
           "views": "1234 wyświetlenia", "sign": "Wysłane z telefonu", "save": "Zapisz",
           "more": "Pokaż więcej odpowiedzi"},
    "tr": {"reply": "Yanıtla", "quote": "Alıntı", "like": "Beğen", "share": "Paylaş",
           "report": "Şikayet et", "joined": "Katılım", "posts": "Mesajlar", "member": "Üye",
           "date": "3 Mart 2024", "ago": "3 saat önce", "page": "Sayfa 1 / 2",
           "next": "Sonraki", "accepted": "Kabul edilen cevap", "answers": "4 cevap",
           "votes": "oy", "follow": "Takip et", "comments": "5 yorum",
           "similar": "Benzer konular", "helpful": "Yararlı", "level": "Seviye 3",
           "views": "1.234 görüntüleme", "sign": "Telefonumdan gönderildi", "save": "Kaydet",
           "more": "Daha fazla yanıt göster"},
    "vi": {"reply": "Trả lời", "quote": "Trích dẫn", "like": "Thích", "share": "Chia sẻ",
           "report": "Báo cáo", "joined": "Tham gia", "posts": "Bài viết",
           "member": "Thành viên", "date": "3 tháng 3, 2024", "ago": "3 giờ trước",
           "page": "Trang 1 / 2", "next": "Tiếp", "accepted": "Câu trả lời được chấp nhận",
           "answers": "4 câu trả lời", "votes": "phiếu", "follow": "Theo dõi",
           "comments": "5 bình luận", "similar": "Chủ đề tương tự", "helpful": "Hữu ích",
           "level": "Cấp 3", "views": "1.234 lượt xem", "sign": "Gửi từ điện thoại",
           "save": "Lưu", "more": "Xem thêm trả lời"},
    "id": {"reply": "Balas", "quote": "Kutip", "like": "Suka", "share": "Bagikan",
           "report": "Laporkan", "joined": "Bergabung", "posts": "Postingan",
           "member": "Anggota", "date": "3 Maret 2024", "ago": "3 jam yang lalu",
           "page": "Halaman 1 dari 2", "next": "Berikutnya",
           "accepted": "Jawaban yang diterima", "answers": "4 jawaban", "votes": "suara",
           "follow": "Ikuti", "comments": "5 komentar", "similar": "Topik serupa",
           "helpful": "Membantu", "level": "Level 3", "views": "1.234 kali dilihat",
           "sign": "Dikirim dari ponsel saya", "save": "Simpan",
           "more": "Tampilkan balasan lainnya"},
}  # fmt: skip

# Other threads' titles a "Similar threads" box lists (dropped with the box).
SIMILAR: tuple[str, ...] = ("Mesh network keeps rebooting", "Fibre modem lights blinking red")


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _similar(w: dict[str, str]) -> str:
    items = "".join(f"<li><a href='/t/{n}'>{t}</a> <span>{w['ago']}</span></li>"
                    for n, t in enumerate(SIMILAR))  # fmt: skip
    return f"<section class='similar-threads'><h3>{w['similar']}</h3><ul>{items}</ul></section>"


def thread_frame(lang: str, title: str, thread: str, w: dict[str, str]) -> str:
    """The site around a thread: header, menu, breadcrumb, title, pagination, footer (the
    thread suites share it; right to left in Arabic, Persian, Hebrew and Urdu)."""
    rtl = " dir='rtl'" if lang in ("ar", "fa", "he", "ur") else ""
    return (
        f"<!DOCTYPE html><html lang='{lang}'{rtl}><head><meta charset='utf-8'>"
        f"<title>{escape(title)} - NetTalk</title></head><body>"
        "<header class='site-header'><a class='logo' href='/'>NetTalk</a>"
        "<nav class='site-nav'><ul><li><a href='/'>Home</a></li><li><a href='/new'>New</a>"
        "</li><li><a href='/tags'>Tags</a></li></ul></nav></header>"
        "<main class='site-main'><ol class='breadcrumbs'><li><a href='/'>Home</a></li>"
        "<li><a href='/c/network'>Network</a></li></ol>"
        f"<h1 class='thread-title'>{escape(title)}</h1>{thread}"
        f"<nav class='pagination'><span>{w['page']}</span> <a href='?page=2'>2</a>"
        f" <a href='?page=2'>{w['next']}</a></nav></main>"
        "<footer class='site-footer'><a href='/terms'>Terms</a> <a href='/privacy'>Privacy</a>"
        "<p>© 2025 NetTalk</p></footer></body></html>"
    )


def _naver_cafe(posts: list[Post], w: dict[str, str]) -> str:
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<li class='CommentItem' id='{700 + i}'><div class='comment_area'>"
        f"<div class='comment_box'><div class='comment_nick_box'><a class='comment_nickname'"
        f" href='#'>{name}</a></div><div class='comment_text_box'><p class='comment_text_view'>"
        f"<span class='text_comment'>{escape(' '.join(paras))}</span></p></div>"
        f"<div class='comment_info_box'><span class='comment_info_date'>{w['date']}</span> "
        f"<a href='#' class='comment_info_button'>{w['reply']}</a></div></div></div></li>"
        for i, name, paras in rest
    )
    return (
        "<div class='ArticleContentBox'><div class='article_header'><div class='WriterInfo'>"
        f"<div class='profile_info'><a class='nickname' href='#'>{qname}</a>"
        f"<em class='nick_level'>{w['level']}</em></div><div class='article_info'>"
        f"<span class='date'>{w['date']}</span> <span class='count'>{w['views']}</span>"
        "</div></div></div><div class='article_container'><div class='se-main-container'>"
        + "".join(
            f"<div class='se-component se-text'><p class='se-text-paragraph'><span>{escape(p)}"
            "</span></p></div>"
            for p in qparas
        )
        + "</div><div class='ReplyBox'><div class='box_left'>"
        f"<a class='like_article' href='#'>{w['like']} 12</a> "
        f"<a class='button_comment' href='#'>{w['comments']}</a></div>"
        f"<div class='box_right'><a class='button_share' href='#'>{w['share']}</a> "
        f"<a class='button_report' href='#'>{w['report']}</a></div></div>"
        f"<div class='CommentBox'><ul class='comment_list'>{comments}</ul></div></div></div>"
    )


def _ch5(posts: list[Post], w: dict[str, str]) -> str:
    return "<div class='thread'>" + "".join(
        f"<div class='post' id='{i + 1}' data-date='NG' data-userid='ID:aB{i}cD' data-id='{i + 1}'>"
        f"<div class='meta'><span class='number'>{i + 1}</span><span class='name'><b>"
        f"{'名無しさん' if i else name}</b></span><span class='date'>2024/03/0{3 + i % 2}(日)"
        f" 21:4{i}:0{i}.{10 + i}</span><span class='uid'>ID:aB{i}cD</span></div>"
        f"<div class='message'><span class='escaped'>"
        + (f"<a href='../test/read.cgi/net/1/{i}' rel='noopener'>&gt;&gt;{i}</a><br>" if i else "")
        + f"{_lines(paras)}</span></div></div>"
        for i, name, paras in posts
    ) + "</div>"  # fmt: skip


def _lemmy(posts: list[Post], w: dict[str, str]) -> str:
    (_, qname, qparas), rest = posts[0], posts[1:]

    def vote(i: int) -> str:
        return (
            f"<div class='vote-bar'><button class='btn upvote' aria-label='Upvote'>▲</button>"
            f"<div class='unselectable pointer'>{20 - i}</div>"
            "<button class='btn downvote' aria-label='Downvote'>▼</button></div>"
        )

    comments = "".join(
        f"<li class='comment list-unstyled' role='comment'><article id='comment-{900 + i}'"
        " class='details comment-node py-2'><div class='comment-header d-flex'>"
        f"<a class='person-listing' href='/u/{name}'>{name}</a>"
        f"<span class='moment-time'>{w['ago']}</span></div>"
        f"<div class='md-div'>{_paras(paras)}</div><div class='comment-bottom-btns'>"
        f"{vote(i)}<button class='btn btn-link'>{w['reply']}</button> "
        f"<button class='btn btn-link'>{w['save']}</button></div></article></li>"
        for i, name, paras in rest
    )
    return (
        "<div class='post-listing mt-2'><div class='d-flex'>"
        f"{vote(0)}<div class='post-title'><ul class='list-inline'><li>"
        f"<a class='person-listing' href='/u/{qname}'>{qname}</a></li><li>"
        f"<span class='moment-time'>{w['ago']}</span></li></ul></div></div>"
        f"<div class='md-div'>{_paras(qparas)}</div><div class='post-bottom-btns'>"
        f"<a class='btn btn-link' href='#comments'>{w['comments']}</a>"
        f"<button class='btn btn-link'>{w['share']}</button> "
        f"<button class='btn btn-link'>{w['save']}</button></div></div>"
        f"<div class='comments'><ul class='comments'>{comments}</ul></div>"
    )


def _flarum(posts: list[Post], w: dict[str, str]) -> str:
    return "<div class='PostStream' role='feed'>" + "".join(
        f"<div class='PostStream-item' data-index='{i}' data-number='{i + 1}'>"
        f"<article class='Post CommentPost'><div><header class='Post-header'><ul>"
        f"<li class='item-user'><div class='PostUser'><h3 class='PostUser-name'>"
        f"<a href='/u/{name}'><span class='username'>{name}</span></a></h3>"
        f"<ul class='PostUser-badges badges'><li class='item-group1'><span class='Badge'>"
        f"{w['member']}</span></li></ul></div></li><li class='item-meta'>"
        f"<div class='Dropdown PostMeta'><a class='Dropdown-toggle'><time>{w['ago']}</time></a>"
        "</div></li></ul></header>"
        f"<div class='Post-body'>{_paras(paras)}</div>"
        "<aside class='Post-actions'><ul><li class='item-like'>"
        f"<button class='Button Button--link'><span class='Button-label'>{w['like']}</span>"
        "</button></li><li class='item-reply'><button class='Button Button--link'>"
        f"<span class='Button-label'>{w['reply']}</span></button></li></ul></aside>"
        f"<footer class='Post-footer'><ul><li class='item-liked'><div class='Post-likedBy'>"
        f"<a href='/u/x'>{NAMES[(i + 1) % 5]}</a> {w['like']}</div></li></ul></footer>"
        "</div></article></div>"
        for i, name, paras in posts
    ) + "</div>"  # fmt: skip


def _nodebb3(posts: list[Post], w: dict[str, str]) -> str:
    return "<ul component='topic' class='posts timeline'>" + "".join(
        f"<li component='post' class='pt-4 topic-owner-post' data-index='{i}' data-pid='{40 + i}'"
        " itemprop='comment' itemscope itemtype='http://schema.org/Comment'>"
        "<div class='d-flex align-items-start gap-3'><div class='bg-body d-none d-sm-block'>"
        f"<a class='d-inline-block' href='/user/{name}'><span class='avatar'>{name[0]}</span>"
        "</a></div><div class='post-container d-flex flex-grow-1 flex-column'>"
        "<div class='d-flex align-items-center gap-1 flex-wrap post-header'>"
        f"<a class='fw-bold text-nowrap' href='/user/{name}' itemprop='author'>{name}</a> "
        f"<a href='/groups/members' class='badge rounded-1'>{w['member']}</a> "
        f"<a class='timeago text-muted' href='/post/{40 + i}'>{w['ago']}</a> "
        f"<a class='post-index text-muted' href='/post/{40 + i}'>#{i + 1}</a></div>"
        f"<div class='content text-break' component='post/content' itemprop='text'>"
        f"{_paras(paras)}</div><div component='post/footer' class='post-footer'>"
        "<div class='d-flex flex-wrap-reverse gap-2 justify-content-end'>"
        f"<a component='post/reply' href='#' class='btn btn-ghost btn-sm'>{w['reply']}</a> "
        f"<a component='post/quote' href='#' class='btn btn-ghost btn-sm'>{w['quote']}</a> "
        f"<span component='post/vote-count' class='votes'>{i}</span></div></div></div></div></li>"
        for i, name, paras in posts
    ) + "</ul>"  # fmt: skip


def _discourse_crawler(posts: list[Post], w: dict[str, str]) -> str:
    body = "".join(
        f"<div class='topic-body crawler-post' id='post_{i + 1}' itemprop='comment' itemscope"
        " itemtype='http://schema.org/Comment'><div class='crawler-post-meta'>"
        "<span class='creator' itemprop='author' itemscope itemtype='http://schema.org/Person'>"
        f"<a itemprop='url' href='/u/{name}'><span itemprop='name'>{name}</span></a> "
        f"<span class='user-title'>{w['member']}</span></span>"
        "<span class='crawler-post-infos'><time itemprop='datePublished'"
        f" datetime='2024-03-03T21:41:00Z' class='post-time'>{w['date']}</time>"
        f"<meta itemprop='position' content='{i + 1}'></span></div>"
        f"<div class='post' itemprop='text'>{_paras(paras)}</div>"
        f"<div class='crawler-linkback-list'></div>"
        f"<span class='post-likes'>{i + 2} {w['like']}</span></div>"
        for i, name, paras in posts
    )
    return (
        f"<div id='topic-title'></div><div class='post-stream'>{body}</div>"
        f"<div id='related-topics' class='more-topics__list'><h3 role='heading'>{w['similar']}"
        "</h3><table class='topic-list'><tbody>"
        + "".join(
            f"<tr class='topic-list-item'><td class='main-link'><a href='/t/{n}' class='title'>"
            f"{t}</a></td><td class='replies'>{n + 3}</td><td class='views'>{w['views']}</td></tr>"
            for n, t in enumerate(SIMILAR)
        )
        + "</tbody></table></div>"
    )


def _stackexchange2024(posts: list[Post], w: dict[str, str]) -> str:
    def cell(i: int, name: str, paras: tuple[str, ...]) -> str:
        check = (
            "<div class='js-accepted-answer-indicator flex--item fc-green-400 py6 mtn8'"
            f" title='{w['accepted']}'><div class='ta-center'><svg aria-hidden='true'></svg>"
            "</div></div>"
            if i == 3
            else ""
        )
        return (
            "<div class='post-layout'><div class='votecell post-layout--left'>"
            "<div class='js-voting-container d-flex jc-center fd-column ai-center gs4 "
            "fc-black-300'>"
            "<button class='js-vote-up-btn s-btn' aria-label='Up vote'></button>"
            f"<div class='js-vote-count flex--item d-flex fd-column ai-center fc-theme-body-font"
            f" fw-bold fs-subheading py4' itemprop='upvoteCount' data-value='{9 - i}'>{9 - i}</div>"
            f"<button class='js-vote-down-btn s-btn' aria-label='Down vote'></button>{check}"
            "<a class='js-post-issue' href='/posts/1/timeline'><svg></svg></a></div></div>"
            f"<div class='postcell post-layout--right'><div class='s-prose js-post-body'"
            f" itemprop='text'>{_paras(paras)}</div><div class='mt24 mb12'>"
            "<div class='d-flex fw-wrap ai-start jc-end gs8 gsy'><div class='flex--item mr16'>"
            f"<div class='js-post-menu pt2'><div class='d-flex gs8 s-anchors s-anchors__muted'>"
            f"<div class='flex--item'><a href='/a/{i}' class='js-share-link'>{w['share']}</a>"
            f"</div><div class='flex--item'><button class='js-follow-post'>{w['follow']}"
            "</button></div></div></div></div>"
            "<div class='post-signature flex--item fl0'><div class='user-info'>"
            f"<div class='user-action-time'><span class='relativetime'>{w['date']}</span></div>"
            f"<div class='user-details'><a href='/users/{i}/{name}'>{name}</a>"
            f"<div class='-flair'><span class='reputation-score'>{1200 + i}</span>"
            "<span class='badge2'></span><span class='badgecount'>3</span></div></div></div>"
            "</div></div></div></div></div>"
        )

    first, rest = posts[0], posts[1:]
    answers = "".join(
        f"<div id='answer-{i}' class='answer js-answer{' accepted-answer' * (i == 3)}'"
        " itemprop='suggestedAnswer' itemscope itemtype='https://schema.org/Answer'>"
        f"{cell(i, name, paras)}</div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='question js-question' id='question'>{cell(*first)}</div>"
        f"<div id='answers'><div id='answers-header'><h2 class='mb0'>{w['answers']}</h2></div>"
        f"{answers}</div>"
    )


def _community_answers(posts: list[Post], w: dict[str, str]) -> str:
    def reply(i: int, name: str, paras: tuple[str, ...], accepted: bool = False) -> str:
        mark = f"<div class='answer-badge'><span>{w['accepted']}</span></div>" if accepted else ""
        return (
            f"<article class='thread-reply' id='reply-{500 + i}'>{mark}"
            "<div class='author-details'>"
            f"<a class='author-name' href='/profile/{name}'>{name}</a>"
            f"<div class='author-level'>{w['level']}</div>"
            f"<div class='author-join'>{w['joined']}: {w['date']}</div></div>"
            f"<div class='reply-body'><div class='reply-content'>{_paras(paras)}</div>"
            f"<time class='reply-time'>{w['date']}</time></div><div class='reply-actions'>"
            f"<button class='helpful-vote'>{w['helpful']} ({i + 2})</button> "
            f"<button class='reply-to'>{w['reply']}</button> "
            f"<button class='report-abuse'>{w['report']}</button></div></article>"
        )

    (_, qname, qparas), rest = posts[0], posts[1:]
    best = posts[3]
    return (
        "<div class='question-thread'><article class='thread-question'>"
        f"<div class='author-details'><a class='author-name' href='/profile/{qname}'>{qname}"
        f"</a><div class='author-level'>{w['level']}</div></div>"
        f"<div class='question-body'>{_paras(qparas)}</div>"
        f"<div class='question-actions'><button class='me-too'>{w['helpful']} (7)</button> "
        f"<button class='reply-to'>{w['reply']}</button></div></article>"
        f"<section class='recommended-answer'>{reply(*best, accepted=True)}</section>"
        f"<section class='all-replies'><h2>{w['answers']}</h2>"
        f"{''.join(reply(*p) for p in rest if p != best)}"
        f"<button class='load-more'>{w['more']}</button></section></div>"
    )


def _quora(posts: list[Post], w: dict[str, str]) -> str:
    (_, _, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        "<div class='q-box dom_annotate_question_answer_item'><div class='q-box qu-pt--medium'>"
        f"<div class='q-flex'><a class='q-box qu-cursor--pointer' href='/profile/{name}'>"
        f"<span class='q-text qu-bold'>{name}</span></a><span class='q-text'>"
        f"{w['ago']}</span></div><div class='q-box spacing_log_answer_content'>"
        f"<div class='q-text qu-wordBreak--break-word'>{_paras(paras)}</div></div>"
        "<div class='q-flex qu-justifyContent--space-between'><div class='q-flex'>"
        f"<button class='q-click-wrapper'>{w['votes']} {30 + i}</button> "
        f"<button class='q-click-wrapper'>{w['comments']}</button> "
        f"<button class='q-click-wrapper'>{w['share']}</button></div></div></div></div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='q-box qu-mb--tiny'><div class='q-text puppeteer_test_question_title'>"
        f"{_paras(qparas)}</div><div class='q-flex'><button>{w['follow']}</button> "
        f"<button>{w['answers']}</button></div></div><div class='q-box'>{answers}</div>"
    )


def _zhidao(posts: list[Post], w: dict[str, str]) -> str:
    (_, qname, qparas), rest = posts[0], posts[1:]

    def answer(i: int, name: str, paras: tuple[str, ...], best: bool = False) -> str:
        head = f"<div class='wgt-best-mask'><span class='best-title'>{w['accepted']}</span></div>"
        return (
            f"<div class='{'wgt-best' if best else 'wgt-answers'} answer' id='answer-{i}'>"
            f"{head if best else ''}<div class='answer-title'><a class='user-name'"
            f" href='/usercenter/{name}'>{name}</a><span class='grade'>{w['level']}</span></div>"
            f"<div class='line content'><div class='best-text mb-10'>{_lines(paras)}</div></div>"
            f"<div class='wgt-eva'><span class='evaluate evaluate-32'>{w['like']} {10 + i}</span> "
            f"<span class='comment'>{w['comments']}</span> <span class='share'>{w['share']}"
            f"</span></div><span class='wgt-replyer-all-time'>{w['date']}</span></div>"
        )

    return (
        f"<div class='wgt-ask'><div class='line mt-5 q-content'>{_lines(qparas)}</div>"
        f"<div class='wgt-ask-info'><a class='user-name' href='/u/{qname}'>{qname}</a> "
        f"<span class='ask-time'>{w['date']}</span> <span class='browse'>{w['views']}</span>"
        f"</div></div>{answer(*posts[3], best=True)}"
        + "".join(answer(*p) for p in rest if p[0] != 3)
    )


def _habr_qna(posts: list[Post], w: dict[str, str]) -> str:
    (_, qname, qparas), rest = posts[0], posts[1:]

    def card(name: str) -> str:
        return (
            f"<div class='user-summary'><a class='user-summary__avatar' href='/user/{name}'></a>"
            f"<div class='user-summary__desc'><a class='user-summary__name' href='/user/{name}'>"
            f"{name}</a><span class='user-summary__nickname'>@{name}</span></div></div>"
        )

    answers = "".join(
        f"<div class='answer_wrapper{' answer_wrapper_solution' * (i == 3)}' id='answer_{i}'>"
        f"<div class='answer__header'>{card(name)}"
        + (f"<span class='answer__solution-mark'>{w['accepted']}</span>" if i == 3 else "")
        + "</div>"
        f"<div class='answer__text js-answer-body'>{_paras(paras)}</div>"
        f"<div class='answer__footer'><span class='answer__date'>{w['ago']}</span> "
        f"<a class='btn btn_like' href='#'>{w['like']} <span>{i + 1}</span></a> "
        f"<a class='btn btn_link' href='#'>{w['comments']}</a></div></div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='question question_full'><div class='question__head'>{card(qname)}</div>"
        f"<div class='question__body'><div class='question__text'>{_paras(qparas)}</div></div>"
        f"<div class='question__footer'><span class='question__views'>{w['views']}</span> "
        f"<button class='btn_subscribe'>{w['follow']}</button></div></div>"
        f"<div class='section section_answers'><h2 class='section-header'>{w['answers']}</h2>"
        f"{answers}</div>"
    )


def _vbulletin5(posts: list[Post], w: dict[str, str]) -> str:
    return "<ul class='conversation-list list-container js-conversation-list'>" + "".join(
        f"<li class='b-post js-post js-comment-entry__parent' data-node-id='{800 + i}'>"
        "<div class='b-post__grid'><div class='b-post__hide-when-deleted'>"
        "<div class='b-userinfo b-post__userinfo'>"
        f"<div class='author h-text-size--14'><a href='/member/{i}-{name}'>{name}</a></div>"
        f"<div class='b-userinfo__rank'>{w['member']}</div>"
        f"<ul class='b-userinfo__additional-info-block'><li class='b-userinfo__additional-info'>"
        f"<label>{w['joined']}:</label> <span>{w['date']}</span></li>"
        f"<li class='b-userinfo__additional-info'><label>{w['posts']}:</label> <span>{40 + i}"
        "</span></li></ul></div><div class='b-post__arrow'></div><div class='b-post__body'>"
        f"<div class='b-post__timestamp OLD__post-date'><time>{w['date']}</time></div>"
        f"<div class='b-post__count'><a href='#post{800 + i}'>#{i + 1}</a></div>"
        f"<div class='js-post__content-wrapper'><div class='OLD__post-content'>"
        f"<div class='js-post__content-text restore h-wordwrap'>{_lines(paras)}</div></div>"
        f"<div class='post-signature restore'>{w['sign']}</div></div>"
        "<div class='b-post__footer'><ul class='h-left js-post-controls'>"
        f"<li><a class='b-button--secondary js-post-control__reply' href='#'>{w['reply']}</a>"
        f"</li><li><a class='js-post-control__vote' href='#'>{w['like']}</a></li>"
        f"<li><a class='js-post-control__flag' href='#'>{w['report']}</a></li></ul></div>"
        "</div></div></div></li>"
        for i, name, paras in posts
    ) + "</ul>"  # fmt: skip


def _xenforo2(posts: list[Post], w: dict[str, str]) -> str:
    return "<div class='block-body js-replyNewMessageContainer'>" + "".join(
        f"<article class='message message--post js-post' data-author='{name}'"
        f" id='js-post-{70 + i}'><div class='message-inner'>"
        "<div class='message-cell message-cell--user'><section class='message-user'>"
        "<div class='message-userDetails'><h4 class='message-name'>"
        f"<a href='/members/{name}.{i}/' class='username'>{name}</a></h4>"
        f"<h5 class='userTitle message-userTitle'>{w['member']}</h5></div>"
        f"<div class='message-userExtras'><dl class='pairs pairs--justified'><dt>{w['joined']}"
        f"</dt><dd>{w['date']}</dd></dl><dl class='pairs pairs--justified'><dt>{w['posts']}</dt>"
        f"<dd>{120 + i}</dd></dl></div></section></div>"
        "<div class='message-cell message-cell--main'><div class='message-main'>"
        "<header class='message-attribution message-attribution--split'>"
        "<ul class='message-attribution-main listInline'><li class='u-concealed'>"
        f"<a href='/posts/{i}/'><time class='u-dt'>{w['date']}</time></a></li></ul>"
        "<ul class='message-attribution-opposite listInline'>"
        f"<li><a href='/posts/{i}/share'>{w['share']}</a></li>"
        f"<li><a href='/posts/{i}/'>#{i + 1}</a></li></ul></header>"
        "<div class='message-content js-messageContent'><div class='message-userContent'>"
        f"<article class='message-body js-selectToQuote'><div class='bbWrapper'>{_lines(paras)}"
        "</div></article></div>"
        f"<aside class='message-signature'><div class='bbWrapper'>{w['sign']}</div></aside></div>"
        "<footer class='message-footer'><div class='message-actionBar actionBar'>"
        f"<div class='actionBar-set actionBar-set--external'><a href='/posts/{i}/react'"
        f" class='reaction'><span>{w['like']}</span></a> "
        f"<a href='/posts/{i}/quote' class='actionBar-action'>{w['reply']}</a></div>"
        f"<div class='actionBar-set actionBar-set--internal'><a href='/posts/{i}/report'"
        f" class='actionBar-action'>{w['report']}</a></div></div></footer>"
        "</div></div></div></article>"
        for i, name, paras in posts
    ) + "</div>" + _similar(w)  # fmt: skip


Writer = Callable[[list[Post], dict[str, str]], str]
ENGINES2: dict[str, Writer] = {
    "naver_cafe": _naver_cafe,
    "ch5": _ch5,
    "lemmy": _lemmy,
    "flarum": _flarum,
    "nodebb3": _nodebb3,
    "discourse_crawler": _discourse_crawler,
    "stackexchange2024": _stackexchange2024,
    "community_answers": _community_answers,
    "quora": _quora,
    "zhidao": _zhidao,
    "habr_qna": _habr_qna,
    "vbulletin5": _vbulletin5,
    "xenforo2": _xenforo2,
}

# The chrome lines each engine prints (keys of WORDS; "similar" also drops SIMILAR).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "naver_cafe": ("level", "views", "reply", "share", "report"),
    "ch5": (),
    "lemmy": ("reply", "save", "share"),
    "flarum": ("member", "reply"),
    "nodebb3": ("member", "reply", "quote"),
    "discourse_crawler": ("member", "similar"),
    "stackexchange2024": ("share", "follow", "answers"),
    "community_answers": ("level", "joined", "helpful", "reply", "report", "more", "accepted"),
    "quora": ("votes", "comments", "share", "follow"),
    "zhidao": ("accepted", "level", "comments", "share", "views"),
    "habr_qna": ("like", "comments", "views", "follow", "accepted"),
    "vbulletin5": ("member", "joined", "posts", "sign", "reply", "report"),
    "xenforo2": ("member", "joined", "posts", "share", "sign", "like", "reply", "report",
                 "similar"),
}  # fmt: skip

# The languages each engine's sites are written in, here.
MORE2_PAGES: tuple[tuple[str, str], ...] = (
    ("naver_cafe", "ko"),
    ("ch5", "ja"),
    ("lemmy", "en"),
    ("lemmy", "pl"),
    ("flarum", "tr"),
    ("flarum", "en"),
    ("nodebb3", "vi"),
    ("nodebb3", "id"),
    ("discourse_crawler", "ar"),
    ("discourse_crawler", "id"),
    ("stackexchange2024", "ru"),
    ("stackexchange2024", "ja"),
    ("community_answers", "en"),
    ("community_answers", "ko"),
    ("community_answers", "tr"),
    ("quora", "en"),
    ("quora", "id"),
    ("zhidao", "zh"),
    ("habr_qna", "ru"),
    ("vbulletin5", "pl"),
    ("vbulletin5", "tr"),
    ("xenforo2", "ru"),
    ("xenforo2", "vi"),
    ("xenforo2", "ar"),
    ("xenforo2", "ko"),
    ("xenforo2", "id"),
    ("naver_cafe", "ja"),
    ("lemmy", "ja"),
    ("lemmy", "tr"),
    ("flarum", "ar"),
    ("flarum", "vi"),
    ("nodebb3", "ko"),
    ("nodebb3", "ar"),
    ("nodebb3", "tr"),
    ("nodebb3", "pl"),
    ("discourse_crawler", "pl"),
    ("discourse_crawler", "vi"),
    ("stackexchange2024", "zh"),
    ("community_answers", "vi"),
    ("quora", "ja"),
    ("zhidao", "ko"),
    ("habr_qna", "pl"),
    ("vbulletin5", "vi"),
    ("vbulletin5", "id"),
)


def more2_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers (the fourth post the answer an engine marks as accepted)."""
    title, texts = POSTS2[lang] if lang in POSTS2 else POSTS[lang]
    w = WORDS[lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = thread_frame(lang, title, ENGINES2[engine](posts, w), w)
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys) + (SIMILAR if "similar" in keys else ())
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
